import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useNavigate } from 'react-router';
import type { OperationType } from 'relay-runtime';
import { AdminPage, notFound } from './AdminPage';
import { EDIT_SCREENS, previewOf, shownOn, type EditPageName, type EditScreen } from './content';
import { contentTypes } from './content.generated';
import { ViewLink } from './ContentPage';
import { crumbsOf, documentOf, fieldsOf, labelOf, listingOf, pathOf, titleOf, type Row } from './describe';
import { EditorForm } from './EditorForm';
import { DeleteButton } from './Lifecycle';
import { useAdminMutation } from './useAdminMutation';
import { useReloadable } from './useReloadable';

interface NodeQuery extends OperationType {
  response: { readonly node: (Row & { readonly __typename: string }) | null };
}

function Editor({ page, query, reload }: { page: EditPageName; query: PreloadedQuery<OperationType>; reload(): void }) {
  const screen: EditScreen = EDIT_SCREENS[page];
  const type = contentTypes[screen.type];
  const data = usePreloadedQuery<NodeQuery>(documentOf(screen.type, 'node'), query as PreloadedQuery<NodeQuery>);
  const record = data.node;
  if (record?.__typename !== type.typename) notFound();
  const [update] = useAdminMutation(documentOf(screen.type, 'update'));
  const navigate = useNavigate();
  const listing = listingOf(page);
  return (
    <>
      <p className="admin-record-actions">
        <Link to={pathOf('History', record.id)} className="btn btn-outline btn-sm">
          History
        </Link>
        <DeleteButton id={record.id} label={labelOf(listing.section, record)} onDeleted={() => navigate(pathOf(listing.page))} />
      </p>
      {screen.note && <p className="admin-form-note">{screen.note}</p>}
      {/* A newer version (after a save, or Reload) fills the form afresh. */}
      <EditorForm
        key={String(record.version)}
        columns={screen.columns}
        fields={fieldsOf(screen.type)}
        initial={record}
        submitLabel={screen.submit}
        successText={screen.success}
        onSubmit={(input) => update({ id: record.id, input: { ...input, version: record.version } })}
        onReload={reload}
        preview={previewOf(screen.type, record.id)}
      />
    </>
  );
}

/**
 * Every {id} editor of the content admin, drawn from its description in content.ts:
 * the record prefilled (a record of another type is a 404), every field, the save's text.
 */
export function ContentEdit({ page }: { page: EditPageName }) {
  const screen: EditScreen = EDIT_SCREENS[page];
  const [query, reload] = useReloadable(documentOf(screen.type, 'node'));
  return (
    <AdminPage
      title={titleOf(page)}
      parents={crumbsOf(screen.parents)}
      actions={screen.view && <ViewLink view={screen.view} />}
      shownOn={shownOn([screen.type])}
      onRetry={reload}
    >
      <Editor page={page} query={query} reload={reload} />
    </AdminPage>
  );
}
