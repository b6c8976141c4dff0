import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Dialog } from '../admin/Dialog';
import { useAuth } from '../auth/AuthProvider';
import { TextField } from '../components/TextField';
import { staffApi, StaffApiError, type Enrolment, type SecurityStatus } from './api';
import type { Hold, StaffGate } from './gate';
import { passWithPasskey } from './passkeys';
import { RecoveryCodes } from './RecoveryCodes';

type Step =
  | { kind: 'loading' }
  | { kind: 'challenge' }
  | { kind: 'enrol'; enrolment: Enrolment }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'signIn' };

/**
 * The prompt of a held staff session: use a passkey, or enter a code of the
 * authenticator app (or a recovery code); without an app yet, set one up (QR code, the secret as text, a first
 * code) and keep the recovery codes shown once; after the session ended, the password
 * again. Then the held request goes again (the gate).
 */
export default function SecondFactorPrompt({ gate, hold }: { gate: StaffGate; hold: Hold }) {
  const { store, user } = useAuth();
  const [step, setStep] = useState<Step>(hold.code === 'SESSION_EXPIRED' ? { kind: 'signIn' } : { kind: 'loading' });
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [hasPasskey, setHasPasskey] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const cancel = () => gate.settle(false);
  // A sensitive action's request goes again; a held session's page loads again, so the
  // admin area shows what the role, now in force, may use.
  const passed = () => (hold.code === 'SECOND_FACTOR_RECENT' ? gate.settle(true) : window.location.reload());

  useEffect(() => {
    if (step.kind !== 'loading') return;
    let live = true;
    (async () => {
      try {
        const status = await staffApi<SecurityStatus>(store, 'GET', 'security');
        if (!live) return;
        setHasPasskey(status.passkeysAvailable && status.passkeys.length > 0);
        if (status.totp || status.passkeys.length > 0 || status.recoveryCodesLeft > 0) return setStep({ kind: 'challenge' });
        const enrolment = await staffApi<Enrolment>(store, 'POST', 'totp');
        if (live) setStep({ kind: 'enrol', enrolment });
      } catch (e) {
        if (live) {
          setError((e as Error).message);
          setStep({ kind: 'challenge' });
        }
      }
    })();
    return () => {
      live = false;
    };
  }, [step.kind, store]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const typed = value.trim();
    if (!typed) {
      setError(step.kind === 'signIn' ? 'Enter your password.' : 'Enter the 6-digit code of your authenticator app, or a recovery code.');
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      if (step.kind === 'signIn') {
        // A new sign-in starts a new session, which then asks for the second factor.
        await store.signInWithEmail(user?.email ?? '', typed);
        passed();
      } else if (step.kind === 'enrol') {
        const { recoveryCodes } = await staffApi<{ recoveryCodes: string[] }>(store, 'POST', 'totp/confirm', { code: typed });
        setValue('');
        setStep({ kind: 'codes', codes: recoveryCodes });
      } else {
        await staffApi(store, 'POST', 'second-factor', { code: typed });
        passed();
      }
    } catch (err) {
      setError(err instanceof StaffApiError || err instanceof Error ? err.message : 'That did not work. Please try again.');
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  async function usePasskey() {
    setBusy(true);
    setError(undefined);
    try {
      await passWithPasskey(store);
      passed();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const formId = 'second-factor-form';

  if (step.kind === 'loading') {
    return (
      <Dialog title="Second factor" onCancel={cancel} actions={<button type="button" className="btn" onClick={cancel}>Cancel</button>}>
        <p role="status">Checking your account…</p>
      </Dialog>
    );
  }
  if (step.kind === 'codes') {
    return (
      <Dialog
        title="Your recovery codes"
        onCancel={passed}
        actions={
          <button type="button" className="btn btn-primary" onClick={passed}>
            I have saved my recovery codes
          </button>
        }
      >
        <p>Your authenticator app is set up. Each of these codes signs you in once if you lose your app. They are shown only now: copy or download them and keep them somewhere safe.</p>
        <RecoveryCodes codes={step.codes} />
      </Dialog>
    );
  }
  const title = step.kind === 'signIn' ? 'Sign in again' : step.kind === 'enrol' ? 'Set up your authenticator app' : 'Second factor';
  const submitLabel = step.kind === 'signIn' ? 'Sign in' : step.kind === 'enrol' ? 'Confirm' : 'Verify';
  return (
    <Dialog
      title={title}
      onCancel={cancel}
      initialFocus={input}
      wide={step.kind === 'enrol'}
      actions={
        <>
          <button type="button" className="btn" onClick={cancel} disabled={busy}>
            Cancel
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={busy}>
            {busy ? 'Checking…' : submitLabel}
          </button>
        </>
      }
    >
      {hold.message && step.kind !== 'enrol' && <p>{hold.message}</p>}
      {step.kind === 'enrol' && (
        <>
          <p>Your role needs a second factor. Scan this QR code with an authenticator app (for example Google Authenticator, 1Password or Aegis), or type the key in by hand, then enter the code it shows.</p>
          <img src={step.enrolment.qr} alt="QR code of your authenticator app's key" width={200} height={200} />
          <p>
            Key: <code data-testid="totp-secret">{step.enrolment.secret}</code>
          </p>
        </>
      )}
      {step.kind === 'challenge' && hasPasskey && (
        <p>
          <button type="button" className="btn btn-primary" onClick={usePasskey} disabled={busy}>
            Use a passkey
          </button>
        </p>
      )}
      <form id={formId} method="post" onSubmit={submit} noValidate>
        {step.kind === 'signIn' ? (
          <TextField ref={input} label="Password" name="password" type="password" autoComplete="current-password" value={value} onChange={(e) => setValue(e.target.value)} error={error} />
        ) : (
          <TextField
            ref={input}
            label={step.kind === 'enrol' ? 'Code from your app' : 'Code from your app, or a recovery code'}
            name="code"
            autoComplete="one-time-code"
            inputMode={step.kind === 'enrol' ? 'numeric' : 'text'}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={error}
          />
        )}
      </form>
    </Dialog>
  );
}
