import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { TextField } from '../components/TextField';
import { EMAIL_INPUT, type Credentials, type FieldErrors } from './validation';

export interface CredentialsFormProps {
  validate: (c: Credentials) => FieldErrors;
  submitLabel: string;
  busyLabel: string;
  passwordAutoComplete: 'current-password' | 'new-password';
  /** Called with valid input; the page shows what it throws. */
  onSubmit: (c: Credentials) => Promise<void>;
  /** Rendered under the submit button (other sign-in options, the error). */
  children?: ReactNode;
}

/**
 * Email + password form. Messages show for a field once it was left or the form was
 * submitted, and update as the person types; submitting focuses the first invalid field.
 */
export function CredentialsForm({ validate, submitLabel, busyLabel, passwordAutoComplete, onSubmit, children }: CredentialsFormProps) {
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [touched, setTouched] = useState<Record<keyof Credentials, boolean>>({ email: false, password: false });
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const errors = validate(values);
  const shown = (f: keyof Credentials) => (submitted || touched[f] ? errors[f] : undefined);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setSubmitted(true);
    const current = validate(values);
    if (current.email) return emailRef.current?.focus();
    if (current.password) return passwordRef.current?.focus();
    setBusy(true);
    try {
      await onSubmit({ email: values.email.trim(), password: values.password });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" onSubmit={submit} noValidate>
      <TextField
        ref={emailRef}
        {...EMAIL_INPUT}
        value={values.email}
        onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
        onBlur={() => setTouched((t) => ({ ...t, email: true }))}
        error={shown('email')}
      />
      <TextField
        ref={passwordRef}
        label="Password"
        name="password"
        type="password"
        autoComplete={passwordAutoComplete}
        value={values.password}
        onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
        onBlur={() => setTouched((t) => ({ ...t, password: true }))}
        error={shown('password')}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy || undefined}>
        {busy ? busyLabel : submitLabel}
      </button>
      {children}
    </form>
  );
}
