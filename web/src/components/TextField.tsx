import { useId, type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes } from 'react';

interface FieldProps {
  label: string;
  /** Shown beneath the field and announced with it; marks the field invalid. */
  error?: string;
  hint?: string;
  className?: string;
}

type LineProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & { multiline?: false; ref?: Ref<HTMLInputElement> };
type AreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> & { multiline: true; ref?: Ref<HTMLTextAreaElement> };
export type TextFieldProps = FieldProps & (LineProps | AreaProps);

/**
 * A labelled input (or, with `multiline`, a textarea) with its hint and error message tied
 * to it (aria-describedby, aria-invalid).
 */
export function TextField({ label, error, hint, className = '', ...control }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className={`field ${error ? 'field-invalid' : ''} ${className}`}>
      <label htmlFor={id}>{label}</label>
      {control.multiline ? <textarea rows={3} {...described} {...withoutMultiline(control)} /> : <input {...described} {...withoutMultiline(control)} />}
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
    </div>
  );
}

function withoutMultiline<T extends { multiline?: boolean }>({ multiline: _multiline, ...rest }: T): Omit<T, 'multiline'> {
  return rest;
}
