import { forwardRef, useId, type Ref } from 'react';
import type { FieldDef } from './fields';
import { ImagePreview } from './ImagePreview';

export interface AdminFieldProps {
  field: FieldDef;
  value: string;
  error?: string;
  onChange(name: string, value: string): void;
  disabled?: boolean;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * One labelled control of an editor form, by kind: text, textarea, select, e-mail, money
 * (with a "$"), image (with a preview of the address) or hidden. Its error message sits
 * beneath it and is tied to it (aria-describedby, aria-invalid).
 */
export const AdminField = forwardRef<Control, AdminFieldProps>(function AdminField({ field, value, error, onChange, disabled }, ref) {
  const id = useId();
  const kind = field.kind ?? 'text';
  if (kind === 'hidden') {
    return <input type="hidden" name={field.name} value={value} />;
  }
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const listId = `${id}-list`;
  const describedBy = [error ? errorId : null, field.hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field.name,
    value,
    required: field.required,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  const change = (e: { target: { value: string } }) => onChange(field.name, e.target.value);
  const wide = kind === 'textarea' || kind === 'image';

  let control;
  if (kind === 'textarea') {
    control = <textarea ref={ref as Ref<HTMLTextAreaElement>} rows={4} placeholder={field.placeholder} maxLength={field.maxLength} onChange={change} {...common} />;
  } else if (kind === 'select') {
    control = (
      <select ref={ref as Ref<HTMLSelectElement>} onChange={change} {...common}>
        <option value="">Choose…</option>
        {(field.options ?? []).map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    );
  } else {
    const input = (
      <input
        ref={ref as Ref<HTMLInputElement>}
        type={kind === 'email' ? 'email' : 'text'}
        inputMode={kind === 'money' ? 'decimal' : kind === 'image' ? 'url' : undefined}
        autoComplete={field.autoComplete ?? 'off'}
        spellCheck={kind === 'image' || kind === 'email' ? false : undefined}
        placeholder={field.placeholder}
        maxLength={field.maxLength}
        list={field.suggestions?.length ? listId : undefined}
        onChange={change}
        {...common}
      />
    );
    control =
      kind === 'money' ? (
        <span className="input-affix">
          <span className="input-affix-text" aria-hidden="true">
            $
          </span>
          {input}
        </span>
      ) : (
        input
      );
  }

  return (
    <div className={`field admin-field ${wide ? 'field-wide' : ''} ${error ? 'field-invalid' : ''}`}>
      <label htmlFor={id}>{field.label}</label>
      {control}
      {field.suggestions?.length ? (
        <datalist id={listId}>
          {field.suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      ) : null}
      {field.hint && (
        <p id={hintId} className="field-hint">
          {field.hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
      {kind === 'image' && <ImagePreview src={value} label={field.label} />}
    </div>
  );
});
