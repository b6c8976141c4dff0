import { forwardRef, type ReactNode, type Ref } from 'react';
import { Field, TextField } from '../components/TextField';
import type { FieldDef } from './fields';
import { ImagePreview } from './ImagePreview';
import { ImageUpload, LibraryButtons } from './media';

export interface AdminFieldProps {
  field: FieldDef;
  value: string;
  error?: string;
  onChange(name: string, value: string): void;
  disabled?: boolean;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * One labelled control of an editor form, by kind: text, textarea, e-mail (the app's
 * TextField), select, yes/no (boolean), money (with a "$"), image (an address typed, chosen from the media
 * library or uploaded, with a preview) or hidden.
 */
export const AdminField = forwardRef<Control, AdminFieldProps>(function AdminField({ field, value, error, onChange, disabled }, ref) {
  const kind = field.kind ?? 'text';
  if (kind === 'hidden') {
    return <input type="hidden" name={field.name} value={value} />;
  }
  const frame = {
    label: field.label,
    hint: field.hint,
    error,
    className: `admin-field ${kind === 'textarea' || kind === 'image' ? 'field-wide' : ''}`,
  };
  const common = { name: field.name, value, required: field.required, disabled };
  const change = (e: { target: { value: string } }) => onChange(field.name, e.target.value);

  if (kind === 'textarea') {
    return (
      <TextField multiline ref={ref as Ref<HTMLTextAreaElement>} rows={4} placeholder={field.placeholder} maxLength={field.maxLength} onChange={change} {...frame} {...common} />
    );
  }
  if (kind === 'text' || kind === 'email') {
    return (
      <TextField
        ref={ref as Ref<HTMLInputElement>}
        type={kind === 'email' ? 'email' : 'text'}
        autoComplete={field.autoComplete ?? 'off'}
        spellCheck={kind === 'email' ? false : undefined}
        placeholder={field.placeholder}
        maxLength={field.maxLength}
        suggestions={field.suggestions}
        onChange={change}
        {...frame}
        {...common}
      />
    );
  }
  if (kind === 'boolean') {
    return (
      <Field
        {...frame}
        control={(described) => (
          <select ref={ref as Ref<HTMLSelectElement>} onChange={change} {...described} {...common} value={value === 'true' ? 'true' : 'false'}>
            <option value="false">No</option>
            <option value="true">Yes</option>
          </select>
        )}
      />
    );
  }
  if (kind === 'select') {
    return (
      <Field
        {...frame}
        control={(described) => (
          <select ref={ref as Ref<HTMLSelectElement>} onChange={change} {...described} {...common}>
            <option value="">Choose…</option>
            {(field.options ?? []).map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        )}
      />
    );
  }
  // money and image: a one-line input with a "$" before it, or the library and a preview after it.
  const line = (upload?: ReactNode) => (
    <Field
      {...frame}
      control={(described) => {
        const input = (
          <input
            ref={ref as Ref<HTMLInputElement>}
            type="text"
            inputMode={kind === 'money' ? 'decimal' : 'url'}
            autoComplete={field.autoComplete ?? 'off'}
            spellCheck={kind === 'image' ? false : undefined}
            placeholder={field.placeholder}
            maxLength={field.maxLength}
            onChange={change}
            {...described}
            {...common}
          />
        );
        return kind === 'money' ? (
          <span className="input-affix">
            <span className="input-affix-text" aria-hidden="true">
              $
            </span>
            {input}
          </span>
        ) : (
          input
        );
      }}
    >
      {upload && !disabled && <LibraryButtons upload={upload} onPick={(url) => onChange(field.name, url)} />}
      {kind === 'image' && <ImagePreview src={value} label={field.label} />}
    </Field>
  );
  return kind === 'image' ? <ImageUpload onUploaded={(m) => onChange(field.name, m.url)}>{line}</ImageUpload> : line();
});
