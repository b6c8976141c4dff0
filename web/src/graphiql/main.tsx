// GraphiQL for this server's API. A second Vite page (web/graphiql.html → dist/graphiql.html,
// served at /graphiql): none of this is in the site's own bundle, and GraphiQL itself
// (Editor) is a chunk loaded only once the server lets the caller in (access.ts).
import { lazy, StrictMode, Suspense, useEffect, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { loadFirebaseAuthClient } from '../auth/loader';
import { probe, type Access, type Credentials } from './access';

const Editor = lazy(() => import('./Editor'));

/** The signed-in person's session, as the web app keeps it (the Firebase SDK's, in this browser), or none. */
async function session(): Promise<Credentials> {
  try {
    const client = await loadFirebaseAuthClient();
    const email = await new Promise<string | null | undefined>((resolve) => {
      const stop = client.subscribe((u) => {
        resolve(u ? u.email : undefined);
        queueMicrotask(() => stop());
      });
    });
    return email === undefined ? { kind: 'none' } : { kind: 'session', email, token: () => client.getIdToken() };
  } catch {
    return { kind: 'none' };
  }
}

type State = { step: 'checking' } | { step: 'open'; creds: Credentials } | { step: 'refused'; creds: Credentials; access: Access & { open: false } };

function Gate() {
  const [state, setState] = useState<State>({ step: 'checking' });
  useEffect(() => {
    let live = true;
    void session().then(async (creds) => {
      const access = await probe(creds);
      if (live) setState(access.open ? { step: 'open', creds } : { step: 'refused', creds, access });
    });
    return () => {
      live = false;
    };
  }, []);
  if (state.step === 'checking') return <p className="graphiql-gate">Checking who you are…</p>;
  if (state.step === 'open') {
    return (
      <Suspense fallback={<p className="graphiql-gate">Loading GraphiQL…</p>}>
        <Editor creds={state.creds} />
      </Suspense>
    );
  }
  return <Refused state={state} onOpen={(creds) => setState({ step: 'open', creds })} />;
}

function Refused({ state, onOpen }: { state: State & { step: 'refused' }; onOpen(creds: Credentials): void }) {
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const signedIn = state.creds.kind === 'session';
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const creds: Credentials = { kind: 'key', key: key.trim() };
    setBusy(true);
    const access = await probe(creds);
    setBusy(false);
    if (access.open) onOpen(creds);
    else setError(access.message);
  };
  return (
    <main className="graphiql-gate">
      <h1>GraphiQL is for the agency&apos;s staff and API key holders</h1>
      <p role="status">
        {signedIn
          ? `Signed in as ${state.creds.kind === 'session' ? (state.creds.email ?? 'an account without e-mail') : ''}: ${state.access.message}`
          : 'You are not signed in as staff.'}
      </p>
      <p>
        Staff: <a href="/login">sign in</a> (and pass your second factor in <a href="/admin">the admin area</a>), then open this page
        again. Integrators: paste an API key; it stays in this tab only.
      </p>
      <form onSubmit={(e) => void submit(e)}>
        <label htmlFor="graphiql-key">API key</label>
        <input
          id="graphiql-key"
          type="password"
          autoComplete="off"
          spellCheck={false}
          placeholder="sk_live_…"
          value={key}
          onChange={(e) => setKey(e.target.value)}
          required
        />
        <button type="submit" disabled={busy || key.trim() === ''}>
          Use this key
        </button>
      </form>
      {error && (
        <p role="alert" className="graphiql-gate-error">
          {error}
        </p>
      )}
    </main>
  );
}

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <Gate />
  </StrictMode>,
);
