/**
 * The media library in the editors: upload an image (choose a file, drop it or paste it)
 * with its alt text, or pick one already uploaded. The server checks and processes the file
 * (package media); these only send it and show what came back.
 */
import { Suspense, useDeferredValue, useEffect, useId, useRef, useState, type ClipboardEvent, type DragEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { mediaPickerQuery } from '../__generated__/mediaPickerQuery.graphql';
import type { mediaUploadMutation, mediaUploadMutation$data } from '../__generated__/mediaUploadMutation.graphql';
import { useToast } from '../components/Toast';
import { MediaMax } from '../schema.generated';
import { ConfirmDialog } from './ConfirmDialog';
import { Dialog } from './Dialog';
import { toAdminError } from './errors';
import { useAdminMutation } from './useAdminMutation';
import styles from './media.module.css';

const uploadMutation = graphql`
  mutation mediaUploadMutation($file: Upload!, $alt: String) {
    uploadMedia(file: $file, alt: $alt) {
      id
      url
      filename
      alt
      width
      height
      bytes
    }
  }
`;

export type Uploaded = mediaUploadMutation$data['uploadMedia'];

/** What the server takes (graph/schema/media.graphqls); it checks again, this only saves a round trip. */
export const ACCEPTED = 'image/jpeg,image/png,image/gif,image/webp';
const MAX_BYTES = 20 << 20;
/** An image's alt text, required, at most what the server keeps; Enter saves. */
export function AltTextField({
  inputRef,
  value,
  error,
  hint = false,
  onChange,
  onEnter,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  error: string;
  /** Show what a good alt text says (on upload). */
  hint?: boolean;
  onChange(value: string): void;
  onEnter(): void;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>Alt text (required)</label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        value={value}
        maxLength={MediaMax.alt}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          onEnter();
        }}
      />
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          What the image shows, in a sentence: “Our team at a whiteboard, planning a campaign”.
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
export const UPLOADED_TEXT = 'Image is Uploaded';

/** "1.2 MB", "640 KB". */
export function sizeOf(bytes: number): string {
  return bytes >= 1 << 20 ? `${(bytes / (1 << 20)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The smallest WebP width (a thumbnail), or the original before the widths are made. */
export function thumbOf(m: { url: string; webpSrcset: string }): string {
  return m.webpSrcset.split(' ')[0] || m.url;
}

/** The first image among dropped or pasted files, or why there is none. */
function imageOf(files: FileList | null | undefined): File | string {
  const file = files?.[0];
  if (!file) return 'Drop or paste an image file.';
  if (!ACCEPTED.split(',').includes(file.type)) return `${file.name} is not a JPEG, PNG, GIF or WebP image.`;
  if (file.size > MAX_BYTES) return `${file.name} is larger than 20 MB: make it smaller and upload it again.`;
  return file;
}

/**
 * A place to upload an image: "Upload image…" opens the file chooser, and a file dropped on
 * or pasted into anything inside is taken too. A chosen file waits for its alt text, then is
 * sent. `children` lays out what is inside, with the upload button (`upload`) where it fits.
 */
export function ImageUpload({ onUploaded, children }: { onUploaded(m: Uploaded): void; children(upload: ReactNode): ReactNode }) {
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [over, setOver] = useState(false);
  const take = (files: FileList | null | undefined) => {
    const got = imageOf(files);
    if (typeof got === 'string') toast.error(got);
    else setFile(got);
  };
  const upload = (
    <span className={styles.actions}>
      <label className={`btn btn-outline btn-sm ${styles.choose}`}>
        Upload image…
        <input
          type="file"
          accept={ACCEPTED}
          className="visually-hidden"
          onChange={(e) => {
            take(e.target.files);
            e.target.value = '';
          }}
        />
      </label>
      <span className={`admin-muted ${styles.dropHint}`}>or drop or paste an image here: JPEG, PNG, GIF or WebP, at most 20 MB</span>
    </span>
  );
  return (
    // A drop zone and paste target around controls that stay usable by keyboard on their own.
    <div
      className={over ? `${styles.drop} ${styles.dropOver}` : styles.drop}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes('Files')) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e: DragEvent) => {
        if (!e.dataTransfer.files.length) return;
        e.preventDefault();
        setOver(false);
        take(e.dataTransfer.files);
      }}
      onPaste={(e: ClipboardEvent) => {
        if (!e.clipboardData.files.length) return; // text pastes into the field as usual
        e.preventDefault();
        take(e.clipboardData.files);
      }}
    >
      {children(upload)}
      {file && (
        <UploadDialog
          file={file}
          onCancel={() => setFile(null)}
          onUploaded={(m) => {
            setFile(null);
            onUploaded(m);
          }}
        />
      )}
    </div>
  );
}

/** An image field's library buttons: choose an uploaded image, or upload one; either gives its address. */
export function LibraryButtons({ upload, onPick }: { upload: ReactNode; onPick(url: string): void }) {
  const [picking, setPicking] = useState(false);
  return (
    <div className={styles.buttons}>
      <button type="button" className="btn btn-outline btn-sm" onClick={() => setPicking(true)}>
        Choose from library
      </button>
      {upload}
      {picking && (
        <MediaPicker
          onPick={(url) => {
            setPicking(false);
            onPick(url);
          }}
          onCancel={() => setPicking(false)}
        />
      )}
    </div>
  );
}

/** The chosen file's preview and its alt text, then Upload. */
function UploadDialog({ file, onCancel, onUploaded }: { file: File; onCancel(): void; onUploaded(m: Uploaded): void }) {
  const toast = useToast();
  const altRef = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState('');
  const preview = useRef<HTMLImageElement>(null);
  const [upload, busy] = useAdminMutation<mediaUploadMutation>(uploadMutation);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (preview.current) preview.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function send() {
    if (busy) return;
    if (!alt.trim()) {
      setError('Describe the image: the alt text is required (it is read to people who cannot see the image).');
      altRef.current?.focus();
      return;
    }
    upload({ file: null, alt: alt.trim() }, { file }).then(
      (res) => {
        toast.success(UPLOADED_TEXT);
        onUploaded(res.uploadMedia);
      },
      (err: unknown) => setError(toAdminError(err, 'The upload failed. Please try again.').message),
    );
  }

  return createPortal(
    <ConfirmDialog title={`Upload ${file.name}`} confirmLabel="Upload" busyLabel="Uploading…" busy={busy} initialFocus={altRef} onConfirm={send} onCancel={onCancel}>
      <img ref={preview} className={styles.uploadPreview} alt="" />
      <p className="admin-muted">{sizeOf(file.size)}</p>
      <AltTextField
        inputRef={altRef}
        value={alt}
        error={error}
        hint
        onChange={(v) => {
          setAlt(v);
          setError('');
        }}
        onEnter={send}
      />
    </ConfirmDialog>,
    document.body,
  );
}

const pickerQuery = graphql`
  query mediaPickerQuery($search: String) {
    mediaLibrary(first: 48, search: $search) {
      totalCount
      edges {
        node {
          id
          url
          webpSrcset
          filename
          alt
          width
          height
        }
      }
    }
  }
`;

/** "Choose from library": a dialog of the library's images (newest first, with search); choosing one gives its address. */
export function MediaPicker({ onPick, onCancel }: { onPick(url: string): void; onCancel(): void }) {
  const searchId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  return createPortal(
    <Dialog
      title="Choose from the media library"
      wide
      onCancel={onCancel}
      initialFocus={searchRef}
      actions={
        <button type="button" className="btn btn-outline btn-sm" onClick={onCancel}>
          Cancel
        </button>
      }
    >
      <div className="field">
        <label htmlFor={searchId}>Search by file name or alt text</label>
        <input ref={searchRef} id={searchId} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      </div>
      <Suspense fallback={<p className="admin-muted">Loading the library…</p>}>
        <PickerGrid search={deferred} onPick={onPick} />
      </Suspense>
    </Dialog>,
    document.body,
  );
}

function PickerGrid({ search, onPick }: { search: string; onPick(url: string): void }) {
  const data = useLazyLoadQuery<mediaPickerQuery>(pickerQuery, { search: search || null }, { fetchPolicy: 'store-and-network' });
  const images = (data.mediaLibrary.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  if (!images.length) {
    return <p className="admin-muted">{search ? `No image matches “${search}”.` : 'The library is empty: upload an image first.'}</p>;
  }
  return (
    <>
      <ul className={styles.grid} aria-label="Images">
        {images.map((m) => (
          <li key={m.id}>
            <button type="button" className={styles.pick} onClick={() => onPick(m.url)} aria-label={`Choose ${m.filename}: ${m.alt || 'no alt text'}`}>
              <img src={thumbOf(m)} alt="" loading="lazy" decoding="async" width={160} height={120} />
              <span className={styles.pickName}>{m.filename}</span>
              <span className="admin-muted">
                {m.width} × {m.height}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {data.mediaLibrary.totalCount > images.length && (
        <p className="admin-muted">
          Showing the newest {images.length} of {data.mediaLibrary.totalCount}: search to find others.
        </p>
      )}
    </>
  );
}
