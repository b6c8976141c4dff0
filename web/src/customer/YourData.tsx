import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
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

/**
 * "Your data" on /dashboard: download everything the shop holds about the customer
 * (GET /api/my-data), or delete the account (POST /api/delete-account) once they have
 * typed DELETE.
 */
export function YourData() {
  const { store } = useAuth();
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
