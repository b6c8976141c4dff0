import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useToast } from '../components/Toast';
import { AdminField } from './AdminField';
import { PreviewButton, type PreviewTarget } from './PreviewButton';
import { AdminError, fieldMessage, toAdminError } from './errors';
import { valuesOf, type FieldDef } from './fields';
import { useUnsavedChanges } from './useUnsavedChanges';

export type FormValues = Record<string, string>;

export interface EditorFormProps<R = unknown> {
  fields: FieldDef[];
  /** The record being edited (prefills the form); omitted for an add form. */
  initial?: Record<string, unknown> | null;
  submitLabel: string;
  /** The specification's success text, shown as a toast after a save. */
  successText: string;
  /** Saves; rejects with an AdminError (or anything toAdminError understands). */
  onSubmit(values: FormValues): Promise<R>;
  /** After a successful save and its toast. */
  onSaved?(result: R, values: FormValues): void;
  /** Empty the form after a save (add forms that stay on the page). */
  resetOnSuccess?: boolean;
  /** A heading (h2) naming the form. */
  title?: string;
  description?: ReactNode;
  /** Two columns of short fields on wide screens (long texts and images still span both). */
  columns?: 1 | 2;
  className?: string;
  /** A Preview button painting the public page with the form's unsaved values. */
  preview?: PreviewTarget;
  /** Loads the record's newest values; offered when a save is refused as stale (someone saved in between). */
  onReload?(): void;
  /** Drawn below the fields from their current, unsaved values (the SEO editor's previews). */
  aside?(values: FormValues): ReactNode;
}

/** The values as sent: text trimmed at both ends (the server refuses blank values anyway), a yes/no as a Boolean. */
function cleaned(fields: FieldDef[], values: FormValues): FormValues {
  const out: Record<string, string | boolean> = {};
  for (const f of fields) out[f.name] = f.kind === 'boolean' ? values[f.name] === 'true' : (values[f.name] ?? '').trim();
  return out as FormValues;
}

/**
 * The admin editor: a form built from a field list. A required field (every content field,
 * specification section 5) says so beside itself; the server's VALIDATION errors land on the fields
 * it names (extensions.fields); success shows the specification's text as a toast, and
 * every failure shows as an error toast too.
 */
export function EditorForm<R = unknown>({
  fields,
  initial,
  submitLabel,
  successText,
  onSubmit,
  onSaved,
  resetOnSuccess = false,
  title,
  description,
  columns = 1,
  className = '',
  preview,
  onReload,
  aside,
}: EditorFormProps<R>) {
  const toast = useToast();
  const titleId = useId();
  const [values, setValues] = useState<FormValues>(() => valuesOf(fields, initial));
  // The values last saved (or loaded): the form has unsaved changes while it differs from them.
  const [saved, setSaved] = useState<FormValues>(values);
  const markSaved = useUnsavedChanges(fields.some((f) => (values[f.name] ?? '') !== (saved[f.name] ?? '')));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  // A save refused because someone saved first: the typed values stay; Reload offers the newest.
  const [stale, setStale] = useState(false);
  const controls = useRef(new Map<string, HTMLElement | null>());

  const focusFirst = (errs: Record<string, string>) => {
    const first = fields.find((f) => errs[f.name]);
    if (first) controls.current.get(first.name)?.focus();
  };

  const change = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (!e[name]) return e;
      const next = { ...e };
      delete next[name];
      return next;
    });
  };

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (submitting) return;
    const data = cleaned(fields, values);
    const missing: Record<string, string> = {};
    for (const f of fields) {
      if (f.required && f.kind !== 'hidden' && !data[f.name]) missing[f.name] = `${f.label} is required`;
    }
    setErrors(missing);
    if (Object.keys(missing).length) {
      focusFirst(missing);
      return;
    }
    setSubmitting(true);
    let result: R;
    try {
      result = await onSubmit(data);
    } catch (err) {
      const error = err instanceof AdminError ? err : toAdminError(err);
      const onFields: Record<string, string> = {};
      for (const f of fields) {
        if (error.fields[f.name]) onFields[f.name] = fieldMessage(error, f.name, f.label);
      }
      setErrors(onFields);
      setSubmitting(false);
      setStale(error.fields.version === 'stale');
      const named = fields.find((f) => onFields[f.name]);
      toast.error(named && Object.keys(onFields).length === 1 ? onFields[named.name] : error.message);
      focusFirst(onFields);
      return;
    }
    setSubmitting(false);
    toast.success(successText);
    markSaved();
    if (resetOnSuccess) {
      const empty = valuesOf(fields, null);
      setValues(empty);
      setSaved(empty);
    } else {
      setSaved(values);
    }
    onSaved?.(result, data);
  }

  return (
    <form
      className={`admin-form ${columns === 2 ? 'admin-form-2col' : ''} ${className}`}
      noValidate
      onSubmit={submit}
      aria-labelledby={title ? titleId : undefined}
      aria-busy={submitting || undefined}
    >
      {title && (
        <h2 id={titleId} className="admin-form-title">
          {title}
        </h2>
      )}
      {description && <div className="admin-form-description">{description}</div>}
      {fields.every((f) => f.required || f.kind === 'hidden') && <p className="admin-form-note">All fields are required.</p>}
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
      </div>
      {aside?.(values)}
      <div className="admin-form-actions">
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {submitLabel}
        </button>
        {preview && <PreviewButton {...preview} values={cleaned(fields, values)} />}
        {submitting && (
          <span className="admin-saving">Saving…</span>
        )}
        {stale && onReload && (
          <>
            <button type="button" className="btn btn-outline" onClick={onReload}>
              Reload
            </button>
            <span className="admin-muted">Your text is still here; Reload replaces it with the newest values.</span>
          </>
        )}
      </div>
    </form>
  );
}
