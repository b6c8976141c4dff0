import { useEffect, useRef, useState, type FormEvent } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { MediaLibraryQuery } from '../../__generated__/MediaLibraryQuery.graphql';
import type { MediaLibraryAltMutation } from '../../__generated__/MediaLibraryAltMutation.graphql';
import type { MediaLibraryPaginationQuery } from '../../__generated__/MediaLibraryPaginationQuery.graphql';
import type { MediaLibrary_query$data, MediaLibrary_query$key } from '../../__generated__/MediaLibrary_query.graphql';
import { AdminPage } from '../../admin/AdminPage';
import type { Column } from '../../admin/DataTable';
import { nodesOf, PagedTable } from '../../admin/PagedTable';
import { ConfirmDialog } from '../../admin/ConfirmDialog';
import { editPathOf, fieldsOf, words, type TypeName } from '../../admin/describe';
import { toAdminError } from '../../admin/errors';
import { DeleteButton } from '../../admin/Lifecycle';
import { AltTextField, ImageUpload, sizeOf, thumbOf } from '../../admin/media';
import { MEDIA_PAGE_SIZE, mediaSearchOf } from '../../admin/mediaPages';
import { useAdminMutation } from '../../admin/useAdminMutation';
import { useReloadable } from '../../admin/useReloadable';
import { useToast } from '../../components/Toast';
import styles from '../../admin/media.module.css';

const query = graphql`
  query MediaLibraryQuery($count: Int!, $search: String) @preloadable {
    ...MediaLibrary_query @arguments(first: $count, search: $search)
  }
`;

const fragment = graphql`
  fragment MediaLibrary_query on Query
  @refetchable(queryName: "MediaLibraryPaginationQuery")
  @argumentDefinitions(first: { type: "Int!" }, after: { type: "Cursor" }, search: { type: "String" }) {
    mediaLibrary(first: $first, after: $after, search: $search) @connection(key: "MediaLibrary_mediaLibrary", filters: ["search"]) {
      totalCount
      edges {
        node {
          id
          version
          url
          webpSrcset
          filename
          format
          bytes
          width
          height
          alt
          createdAt
          usedIn {
            type
            id
            field
            inTrash
          }
        }
      }
    }
  }
`;

const altMutation = graphql`
  mutation MediaLibraryAltMutation($id: ID!, $input: UpdateMediaInput!) {
    updateMedia(id: $id, input: $input) {
      id
      version
      alt
    }
  }
`;

type Image = NonNullable<NonNullable<NonNullable<MediaLibrary_query$data['mediaLibrary']['edges']>[number]>['node']>;

/** /admin/media: every uploaded image with its size, dimensions and where it is used; upload, search, alt text, delete. */
export default function MediaLibrary() {
  const [loaded, reload, reloading, loadWith] = useReloadable<MediaLibraryQuery>(query);
  const [params] = useSearchParams();
  const search = mediaSearchOf(params);
  const navigate = useNavigate();
  const toast = useToast();
  // A new ?q= does not run the route's loader again: the page asks for it itself.
  const stale = (loaded.variables.search ?? null) !== search;
  useEffect(() => {
    if (stale) loadWith({ count: MEDIA_PAGE_SIZE, search });
  }, [stale, search, loadWith]);

  function find(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const q = String(new FormData(e.currentTarget).get('q') ?? '').trim();
    navigate({ search: q ? `?q=${encodeURIComponent(q)}` : '' });
  }

  return (
    <AdminPage title="Media library" onRetry={reload}>
      <p className="admin-muted">
        Images uploaded here are checked, stripped of their camera data (location included) and served in the sizes each screen needs. An image in use cannot be deleted:
        change the content that shows it first.
      </p>
      <ImageUpload
        onUploaded={(m) => {
          toast.success(`${m.filename} is in the library.`);
          reload();
        }}
      >
        {(upload) => <div className={`admin-card ${styles.buttons}`}>{upload}</div>}
      </ImageUpload>
      <form className="admin-inline-form" role="search" onSubmit={find}>
        <label htmlFor="media-search">Search by file name or alt text</label>
        <input id="media-search" name="q" type="search" defaultValue={search ?? ''} key={search ?? ''} />
        <button type="submit" className="btn btn-outline btn-sm">
          Search
        </button>
      </form>
      <Library loaded={loaded} reload={reload} busy={reloading || stale} search={search} />
    </AdminPage>
  );
}

function Library({ loaded, reload, busy, search }: { loaded: PreloadedQuery<MediaLibraryQuery>; reload(): void; busy: boolean; search: string | null }) {
  const [editing, setEditing] = useState<Image | null>(null);
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<MediaLibraryPaginationQuery, MediaLibrary_query$key>(
    fragment,
    usePreloadedQuery<MediaLibraryQuery>(query, loaded),
  );
  const columns: Column<Image>[] = [
    { header: 'Image', cell: (m) => <img className={styles.thumb} src={thumbOf(m)} alt="" width={96} height={72} loading="lazy" decoding="async" /> },
    {
      header: 'File',
      wide: true,
      cell: (m) => (
        <a href={m.url} target="_blank" rel="noreferrer">
          {m.filename}
        </a>
      ),
    },
    { header: 'Size', numeric: true, cell: (m) => sizeOf(m.bytes) },
    { header: 'Dimensions', cell: (m) => `${m.width} × ${m.height}` },
    {
      header: 'Alt text',
      wide: true,
      cell: (m) => (
        <>
          {m.alt || <em>None: describe it</em>}{' '}
          <button type="button" className="btn btn-outline btn-sm" aria-label={`Edit alt text of ${m.filename}`} onClick={() => setEditing(m)}>
            Edit
          </button>
        </>
      ),
    },
    { header: 'Used in', wide: true, cell: (m) => <UsedIn image={m} /> },
    { header: 'Actions', cell: (m) => <DeleteButton id={m.id} label={m.filename} onDeleted={reload} /> },
  ];

  return (
    <>
      <PagedTable
        connection={{ edges: nodesOf(data.mediaLibrary.edges), totalCount: data.mediaLibrary.totalCount, hasNext, isLoadingNext, loadNext }}
        pageSize={MEDIA_PAGE_SIZE}
        caption="Images"
        pagerLabel="Pages of the media library"
        columns={columns}
        empty={search ? `No image matches “${search}”.` : 'The library is empty: upload an image.'}
        busy={busy}
      />
      {editing && <AltDialog image={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

/** Each content field that shows the image, linked to its editor. */
function UsedIn({ image }: { image: Image }) {
  if (!image.usedIn.length) return <span className="admin-muted">Not used</span>;
  return (
    <ul className="admin-plain-list">
      {image.usedIn.map((u) => {
        const what = `${words(u.type)}: ${fieldsOf(u.type as TypeName).find((f) => f.name === u.field)?.label ?? u.field}`;
        const to = u.inTrash ? undefined : editPathOf(u.type, u.id);
        return (
          <li key={`${u.id}-${u.field}`}>
            {to ? <Link to={to}>{what}</Link> : what}
            {u.inTrash && ' (in the trash)'}
          </li>
        );
      })}
    </ul>
  );
}

function AltDialog({ image, onClose }: { image: Image; onClose(): void }) {
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState(image.alt);
  const [error, setError] = useState('');
  const [save, saving] = useAdminMutation<MediaLibraryAltMutation>(altMutation);
  const submit = () => {
    if (!alt.trim()) {
      setError('Describe the image: the alt text is required.');
      input.current?.focus();
      return;
    }
    save({ id: image.id, input: { version: image.version, alt: alt.trim() } }).then(
      () => {
        toast.success('Alt text is Updated');
        onClose();
      },
      (err: unknown) => setError(toAdminError(err).message),
    );
  };
  return (
    <ConfirmDialog title={`Alt text of ${image.filename}`} confirmLabel="Save" busy={saving} initialFocus={input} onConfirm={submit} onCancel={onClose}>
      <img className={styles.uploadPreview} src={thumbOf(image)} alt="" />
      <AltTextField
        inputRef={input}
        value={alt}
        error={error}
        onChange={(v) => {
          setAlt(v);
          setError('');
        }}
        onEnter={submit}
      />
    </ConfirmDialog>
  );
}
