import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useEnsureAuthLoaded } from '../auth/AuthProvider';
import { AuthAlert, AuthCard } from '../auth/AuthCard';
import { authErrorMessage } from '../auth/errors';
import { EMAIL_INPUT, validateLoginEmail } from '../auth/validation';
import { TextField } from '../components/TextField';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

export default function Reset() {
  useDocumentTitle('Reset password');
  const auth = useEnsureAuthLoaded();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const fieldError = validateLoginEmail(email);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setSubmitted(true);
    setError(null);
    if (fieldError) {
      emailRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await auth.store.sendPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (err) {
      const code = (err as { code?: string } | null)?.code;
      // Do not reveal whether an account exists.
      if (code === 'auth/user-not-found') setSentTo(email.trim());
      else setError(authErrorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      id="reset-title"
      title="Reset your password"
      sub="Enter the email of your account and we will send you a link to choose a new password."
      other={
        <>
          Remembered it? <Link to="/login">Back to Login</Link>
        </>
      }
    >
      <form method="post" onSubmit={submit} noValidate>
        <TextField
          ref={emailRef}
          {...EMAIL_INPUT}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setTouched(true)}
          error={submitted || touched ? fieldError : undefined}
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? 'Sending…' : 'Send reset link'}
        </button>
        <div role="status">
          {sentTo && <p className="form-success">If an account exists for {sentTo}, a reset link is on its way. Check your inbox.</p>}
        </div>
        <AuthAlert error={error} loadError={auth.loadError} />
      </form>
    </AuthCard>
  );
}
