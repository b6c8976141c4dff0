import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { AdminField } from '../../admin/AdminField';
import { ConfirmDialog } from '../../admin/ConfirmDialog';
import { AdminError, fieldMessage, toAdminError } from '../../admin/errors';
import type { FieldDef } from '../../admin/fields';
import { useUnsavedChanges } from '../../admin/useUnsavedChanges';
import { useToast } from '../../components/Toast';
import { LazyDocumentEditor } from '../../documents/LazyDocumentEditor';
import { fromLocalInput, slugOf, toLocalInput } from './postStatus';

export type PostValues = Record<string, string>;

/** The post's fields in the form: the text fields (the schema's limits), then the body. */
export interface PostFormProps {
  fields: FieldDef[];
  /** The values to start from: the post's, or its pending changes' for a published post. */
  initial: PostValues;
  /** A new post: the slug follows the title until it is edited. */
  isNew: boolean;
  status: 'DRAFT' | 'SCHEDULED' | 'PUBLISHED';
  /** A published post's changes wait to be published. */
  hasDraft: boolean;
  publishAt?: string | null;
  unpublishAt?: string | null;
  /** Publish and schedule (an Author's role has neither: the server refuses them anyway). */
  mayPublish: boolean;
  /** Saves the values (a draft of them for a published post); resolves once saved. */
  save(values: PostValues): Promise<unknown>;
  publish(): Promise<unknown>;
  /** The actions of a saved post (a new one has none of these yet). */
  actions?: {
    schedule(publishAt: string | null, unpublishAt: string | null): Promise<unknown>;
    discard(): Promise<unknown>;
    unpublish(): Promise<unknown>;
  };
  /** After an action succeeded (and its toast): the page loads the post's new state. */
  onDone(): void;
  /** "Move to trash" (the lifecycle's DeleteButton), for a saved post. */
  trash?: ReactNode;
}

type Action = 'save' | 'publish' | 'schedule' | 'discard' | 'unpublish';

/** What each action's toast says once done. */
const DONE: Record<Action, string> = {
  save: 'Post is Saved',
  publish: 'Post is Published',
  schedule: 'Post is Scheduled',
  discard: 'Changes are Discarded',
  unpublish: 'Post is Unpublished',
};

/**
 * The post editor's form: the fields, the body in the document editor, and the actions of
 * the post's state. An action that publishes saves the form's changes first.
 */
export function PostForm(props: PostFormProps) {
  const { fields, initial, isNew, status, hasDraft, mayPublish, actions } = props;
  const toast = useToast();
  const titleId = useId();
  const [values, setValues] = useState<PostValues>(initial);
  const [saved, setSaved] = useState<PostValues>(initial);
  const [slugTouched, setSlugTouched] = useState(!isNew);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<Action | null>(null);
  const [scheduling, setScheduling] = useState(false);
  const controls = useRef(new Map<string, HTMLElement | null>());
  const dirty = Object.keys(values).some((k) => values[k] !== (saved[k] ?? ''));
  const markSaved = useUnsavedChanges(dirty);

  const change = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value, ...(name === 'title' && !slugTouched ? { slug: slugOf(value) } : {}) }));
    if (name === 'slug') setSlugTouched(true);
    setErrors((e) => (e[name] ? { ...e, [name]: '' } : e));
  };

  /** Saves the form when it has changes (or is new); false when the save was refused. */
  async function saveFirst(): Promise<boolean> {
    if (!dirty && !isNew) return true;
    const data = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, k === 'body' ? v : v.trim()]));
    const missing: Record<string, string> = {};
    for (const f of fields) if (f.required && !data[f.name]) missing[f.name] = `${f.label} is required`;
    if (Object.keys(missing).length) {
      setErrors(missing);
      controls.current.get(fields.find((f) => missing[f.name])!.name)?.focus();
      return false;
    }
    await props.save(data);
    markSaved();
    setSaved(values);
    return true;
  }

  async function run(action: Action, step: () => Promise<unknown>) {
    if (busy) return;
    setBusy(action);
    try {
      if (action === 'discard' || (await saveFirst())) {
        if (action !== 'save') await step();
        toast.success(action === 'publish' && status === 'PUBLISHED' ? 'Changes are Published' : DONE[action]);
        props.onDone();
      }
    } catch (err) {
      const error = err instanceof AdminError ? err : toAdminError(err);
      const onFields = Object.fromEntries(fields.filter((f) => error.fields[f.name]).map((f) => [f.name, fieldMessage(error, f.name, f.label)]));
      setErrors(onFields);
      toast.error(error.message);
    } finally {
      setBusy(null);
    }
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run('save', async () => {});
  };

  const published = status === 'PUBLISHED';
  const changed = hasDraft || dirty;
  return (
    <form className="admin-form" noValidate onSubmit={submit} aria-labelledby={titleId} aria-busy={busy ? true : undefined}>
      <h2 id={titleId} className="admin-form-title">
        {isNew ? 'New post' : values.title || saved.title}
      </h2>
      <div className="admin-form-grid">
        {fields.map((f) => (
          <AdminField
            key={f.name}
            ref={(el) => {
              controls.current.set(f.name, el);
            }}
            field={f}
            value={values[f.name] ?? ''}
            error={errors[f.name]}
            onChange={change}
          />
        ))}
        <div className="field admin-field field-wide">
          {/* The editor's text is a contenteditable, named "Body" itself: no <label> can point at it. */}
          <span className="admin-field-label" aria-hidden="true">
            Body
          </span>
          <LazyDocumentEditor label="Body" value={values.body ?? ''} onChange={(v) => change('body', v)} />
          {errors.body && (
            <p className="field-error" role="alert">
              {errors.body}
            </p>
          )}
        </div>
      </div>
      <div className="admin-form-actions">
        <button type="submit" className="btn btn-primary" disabled={!!busy}>
          {published ? 'Save changes as draft' : 'Save draft'}
        </button>
        {mayPublish && (!published || changed) && (
          <button type="button" className="btn btn-accent" disabled={!!busy} onClick={() => run('publish', props.publish)}>
            {published ? 'Publish changes' : 'Publish'}
          </button>
        )}
        {actions && mayPublish && (
          <button type="button" className="btn btn-outline" disabled={!!busy} onClick={() => setScheduling(true)}>
            Schedule
          </button>
        )}
        {actions && published && hasDraft && (
          <button type="button" className="btn btn-outline" disabled={!!busy} onClick={() => run('discard', actions.discard)}>
            Discard changes
          </button>
        )}
        {actions && mayPublish && status !== 'DRAFT' && (
          <button type="button" className="btn btn-outline" disabled={!!busy} onClick={() => run('unpublish', actions.unpublish)}>
            {published ? 'Unpublish' : 'Cancel the schedule'}
          </button>
        )}
        {props.trash}
        {busy && <span className="admin-saving">Saving…</span>}
      </div>
      {scheduling && actions && (
        <ScheduleDialog
          publishAt={props.publishAt}
          unpublishAt={props.unpublishAt}
          published={published}
          onCancel={() => setScheduling(false)}
          onSchedule={(at, until) => {
            setScheduling(false);
            void run('schedule', () => actions.schedule(at, until));
          }}
        />
      )}
    </form>
  );
}

/** Publish at and unpublish at, in the browser's time zone (sent as UTC). */
function ScheduleDialog({
  publishAt,
  unpublishAt,
  published,
  onSchedule,
  onCancel,
}: {
  publishAt?: string | null;
  unpublishAt?: string | null;
  published: boolean;
  onSchedule(publishAt: string | null, unpublishAt: string | null): void;
  onCancel(): void;
}) {
  const id = useId();
  const first = useRef<HTMLInputElement>(null);
  const [at, setAt] = useState(toLocalInput(publishAt));
  const [until, setUntil] = useState(toLocalInput(unpublishAt));
  const [error, setError] = useState('');
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  function confirm() {
    if (!published && !at) return setError('Choose when the post is published.');
    if (at && until && new Date(until) <= new Date(at)) return setError('The post must be unpublished after it is published.');
    onSchedule(published ? null : fromLocalInput(at), fromLocalInput(until));
  }
  return createPortal(
    <ConfirmDialog title="Schedule the post" confirmLabel="Schedule" initialFocus={first} onConfirm={confirm} onCancel={onCancel}>
      <p className="admin-muted">Times are in your time zone ({zone}).</p>
      {!published && (
        <div className="field">
          <label htmlFor={`${id}-at`}>Publish at</label>
          <input ref={first} id={`${id}-at`} type="datetime-local" value={at} onChange={(e) => (setAt(e.target.value), setError(''))} />
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-until`}>Unpublish at (optional)</label>
        <input ref={published ? first : undefined} id={`${id}-until`} type="datetime-local" value={until} onChange={(e) => (setUntil(e.target.value), setError(''))} />
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </ConfirmDialog>,
    document.body,
  );
}
