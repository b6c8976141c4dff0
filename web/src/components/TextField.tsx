import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';

interface FieldProps {
  label: string;
  /** Shown beneath the field and announced with it; marks the field invalid. */
  error?: string;
  hint?: string;
  className?: string;
}

/** What ties a control to its label, hint and error message. */
export interface Described {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A labelled control with its hint and error message tied to it (aria-describedby,
 * aria-invalid): `control` draws the control with the attributes that tie it; `children`
 * come last (e.g. a preview).
 */
export function Field({ label, error, hint, className = '', control, children }: FieldProps & { control(described: Described): ReactNode; children?: ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described: Described = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className={`field ${error ? 'field-invalid' : ''} ${className}`}>
      <label htmlFor={id}>{label}</label>
      {control(described)}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
      {children}
    </div>
  );
}

type LineProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'list'> & {
  multiline?: false;
  ref?: Ref<HTMLInputElement>;
  /** Offered while typing (a <datalist>). */
  suggestions?: readonly string[];
};
type AreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> & { multiline: true; ref?: Ref<HTMLTextAreaElement> };
export type TextFieldProps = FieldProps & (LineProps | AreaProps);

/** A labelled input (or, with `multiline`, a textarea): see Field. */
export function TextField({ label, error, hint, className, ...control }: TextFieldProps) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      className={className}
      control={(described) => {
        if (control.multiline) {
          const { multiline: _multiline, ...area } = control;
          return <textarea rows={3} {...described} {...area} />;
        }
        const { multiline: _multiline, suggestions, ...line } = control;
        const listId = `${described.id}-list`;
        return (
          <>
            <input {...described} list={suggestions?.length ? listId : undefined} {...line} />
            {suggestions?.length ? (
              <datalist id={listId}>
                {suggestions.map((s) => (
                  <option key={s} value={s} />
                ))}
              </datalist>
            ) : null}
          </>
        );
      }}
    />
  );
}
