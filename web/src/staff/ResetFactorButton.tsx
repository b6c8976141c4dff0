import { useState } from 'react';
import { ConfirmDialog } from '../admin/ConfirmDialog';
import { useAuth } from '../auth/AuthProvider';
import { useToast } from '../components/Toast';
import { staffApi } from './api';
import { useStaffGate } from './StaffGateHost';

/** The Owner's remedy for a lost second factor: the person sets up a new app at their next sign-in. */
export function ResetFactorButton({ email }: { email: string }) {
  const { store } = useAuth();
  const gate = useStaffGate();
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const reset = async () => {
    setBusy(true);
    try {
      await staffApi(store, 'POST', 'reset-factors', { email }, gate);
      toast.success(`The second factor of ${email} was reset: they set up a new app at their next sign-in.`);
      setAsking(false);
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="btn btn-outline btn-sm" aria-label={`Reset the second factor of ${email}`} onClick={() => setAsking(true)}>
        Reset second factor
      </button>
      {asking && (
        <ConfirmDialog title={`Reset the second factor of ${email}?`} confirmLabel="Reset second factor" busy={busy} busyLabel="Resetting…" onConfirm={reset} onCancel={() => setAsking(false)}>
          <p>Their authenticator app and recovery codes stop working and their sign-ins end. They set up a new app the next time they sign in.</p>
        </ConfirmDialog>
      )}
    </>
  );
}
