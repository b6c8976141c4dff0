import { useRef, useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { ResetSendMutation } from '../__generated__/ResetSendMutation.graphql';
import { AuthAlert, AuthCard } from '../auth/AuthCard';
import { toAdminError } from '../admin/errors';
import { EMAIL_INPUT, validateLoginEmail } from '../auth/validation';
import { TextField } from '../components/TextField';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

// The server makes the reset link and mails it in the site's look; it answers true whether
// or not an account exists, so the page never tells.
const sendMutation = graphql`
  mutation ResetSendMutation($email: String!) {
    sendPasswordReset(email: $email)
  }
`;

export default function Reset() {
  useDocumentTitle('Reset password');
  const [commit] = useMutation<ResetSendMutation>(sendMutation);
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
      await new Promise<void>((resolve, reject) =>
        commit({
          variables: { email: email.trim() },
          onCompleted: (_res, errors) => (errors?.length ? reject(errors) : resolve()),
          onError: reject,
        }),
      );
      setSentTo(email.trim());
    } catch (err) {
      setError(toAdminError(err, 'The reset link could not be sent. Try again.').message);
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
        <AuthAlert error={error} loadError={null} />
      </form>
    </AuthCard>
  );
}
