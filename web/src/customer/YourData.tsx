import { useEffect, useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import type { YourDataVerifyMutation } from '../__generated__/YourDataVerifyMutation.graphql';
import { toAdminError } from '../admin/errors';
import { useAuth } from '../auth/AuthProvider';
import { TextField } from '../components/TextField';
import { useToast } from '../components/Toast';
import customer from './customer.module.css';

/** The message of a REST error answer ({ error: { message } }), else a fallback. */
async function problem(res: Response, fallback: string): Promise<string> {
  try {
    const body = (await res.json()) as { error?: { message?: string } };
    return body.error?.message ?? fallback;
  } catch {
    return fallback;
  }
}

const verifyMutation = graphql`
  mutation YourDataVerifyMutation {
    sendVerificationEmail
  }
`;

/**
 * Offers an unverified customer a verification mail: the export leaves out the messages
 * and subscription of an address not proven theirs. The account is read again when the
 * page opens and when the window gets the focus back, so that the link followed in another
 * tab shows here.
 */
function VerifyEmail({ email }: { email: string }) {
  const { store } = useAuth();
  const [commit, busy] = useMutation<YourDataVerifyMutation>(verifyMutation);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const again = () => void store.refresh().catch(() => undefined);
    again();
    window.addEventListener('focus', again);
    return () => window.removeEventListener('focus', again);
  }, [store]);
  const send = () => {
    setError(null);
    commit({
      variables: {},
      onCompleted: (_res, errors) => (errors?.length ? setError(toAdminError(errors).message) : setSent(true)),
      onError: (err) => setError(toAdminError(err, 'The mail could not be sent. Try again.').message),
    });
  };
  return (
    <div className="form-alert" role="note">
      <p>
        Your e-mail {email} is not verified, so your data download leaves out the messages and the newsletter subscription of that address.
      </p>
      <button type="button" className="btn btn-outline btn-sm" onClick={send} disabled={busy} aria-busy={busy || undefined}>
        {busy ? 'Sending…' : sent ? 'Send the link again' : 'Verify my e-mail'}
      </button>
      <div role="status">{sent && <p className="form-success">We sent a link to {email}. Open it, then come back to this page.</p>}</div>
      {error && <p role="alert">{error}</p>}
    </div>
  );
}

/**
 * "Your data" on /dashboard: download everything the shop holds about the customer
 * (GET /api/my-data), or delete the account (POST /api/delete-account) once they have
 * typed DELETE.
 */
export function YourData() {
  const { store, user } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState<'download' | 'delete' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');

  async function call(path: string, init: RequestInit = {}) {
    const token = await store.getIdToken();
    return fetch(path, { ...init, headers: { ...init.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  }

  async function download() {
    setBusy('download');
    setError(null);
    try {
      const res = await call('/api/my-data');
      if (!res.ok) throw new Error(await problem(res, 'Your data could not be gathered. Try again.'));
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = 'my-data.json';
      a.click();
      URL.revokeObjectURL(url);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  }

  async function remove(e: FormEvent) {
    e.preventDefault();
    setBusy('delete');
    setError(null);
    try {
      const res = await call('/api/delete-account', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ confirm: typed }),
      });
      if (!res.ok) throw new Error(await problem(res, 'Your account could not be deleted. Try again.'));
      // The account is gone on the server; this only forgets it in the browser.
      await store.signOut().catch(() => undefined);
      toast.success('Your account is deleted.');
      navigate('/', { replace: true });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setBusy(null);
    }
  }

  return (
    <section className={customer.yourData} aria-labelledby="your-data">
      <h2 id="your-data">Your data</h2>
      <p>Download everything we hold about you: your orders with their history, the messages you sent us with your e-mail, and your newsletter subscription.</p>
      {user?.email && !user.emailVerified && <VerifyEmail email={user.email} />}
      <button type="button" className="btn btn-outline" onClick={download} disabled={busy !== null} aria-busy={busy === 'download' || undefined}>
        {busy === 'download' ? 'Preparing…' : 'Download my data'}
      </button>
      <p>
        Deleting your account removes your sign-in, your messages and your newsletter subscription.{' '}
        <strong>Your orders are kept for accounting, with your name, e-mail and address removed.</strong>
      </p>
      {confirming ? (
        <form onSubmit={remove} noValidate>
          <TextField label="Type DELETE to confirm" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
          <button type="submit" className="btn btn-primary" disabled={typed !== 'DELETE' || busy !== null} aria-busy={busy === 'delete' || undefined}>
            {busy === 'delete' ? 'Deleting…' : 'Delete my account for good'}
          </button>{' '}
          <button type="button" className="btn btn-outline" onClick={() => setConfirming(false)} disabled={busy !== null}>
            Keep my account
          </button>
        </form>
      ) : (
        <button type="button" className="btn btn-outline" onClick={() => setConfirming(true)}>
          Delete my account
        </button>
      )}
      {error && (
        <p className="form-alert" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
