import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AdminPage } from '../../admin/AdminPage';
import { ConfirmDialog } from '../../admin/ConfirmDialog';
import { DataTable, type Column } from '../../admin/DataTable';
import { dateTime } from '../../admin/format';
import { useAuth } from '../../auth/AuthProvider';
import { TextField } from '../../components/TextField';
import { useToast } from '../../components/Toast';
import { staffApi, type Passkey, type SecurityStatus, type SessionRow } from '../../staff/api';
import { registerPasskey } from '../../staff/passkeys';
import { RecoveryCodes } from '../../staff/RecoveryCodes';
import { useStaffGate } from '../../staff/StaffGateHost';

const ROLES = ['Owner', 'Admin', 'Editor', 'Author', 'Support'];

const sessionColumns: Column<SessionRow>[] = [
  { header: 'Signed in', cell: (s) => dateTime(s.startedAt) },
  { header: 'Last active', cell: (s) => dateTime(s.lastSeenAt) },
  { header: 'Address', cell: (s) => s.clientIp },
  { header: 'Device', wide: true, cell: (s) => s.userAgent },
  { header: 'Status', cell: (s) => (s.current ? 'This sign-in' : s.endedAt ? `Ended ${dateTime(s.endedAt)}` : 'Active') },
];

/** /admin/security: a staff member's own sign-ins and second factor; the Owner's requirement per role. */
export default function AccountSecurity() {
  const { store } = useAuth();
  const gate = useStaffGate();
  const toast = useToast();
  const navigate = useNavigate();
  const [status, setStatus] = useState<SecurityStatus | null>(null);
  const [error, setError] = useState<string>();
  const [codes, setCodes] = useState<{ list: string[]; note: string } | null>(null);
  const [passkeyName, setPasskeyName] = useState('');
  const [passkeyError, setPasskeyError] = useState<string>();
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [roles, setRoles] = useState<string[]>([]);
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    staffApi<SecurityStatus>(store, 'GET', 'security').then(
      (s) => {
        setStatus(s);
        setRoles(s.secondFactorRoles);
        setError(undefined);
      },
      (e: Error) => setError(e.message),
    );
  }, [store]);
  useEffect(load, [load]);

  async function act(run: () => Promise<void>) {
    setBusy(true);
    try {
      await run();
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const signOutEverywhere = () =>
    act(async () => {
      await staffApi(store, 'POST', 'sign-out-everywhere', undefined, gate);
      await store.signOut();
      navigate('/login');
    });
  const newCodes = () =>
    act(async () => {
      const r = await staffApi<{ recoveryCodes: string[] }>(store, 'POST', 'recovery-codes', undefined, gate);
      setCodes({ list: r.recoveryCodes, note: 'Your old recovery codes no longer work. These are shown only now: copy or download them.' });
      load();
    });
  const removeApp = () =>
    act(async () => {
      await staffApi(store, 'DELETE', 'totp', undefined, gate);
      setConfirmRemove(false);
      setCodes(null);
      toast.success('Your authenticator app is removed.');
      load();
    });
  async function addPasskey(e: FormEvent) {
    e.preventDefault();
    const name = passkeyName.trim();
    if (!name) return setPasskeyError('Name the passkey (for example "Work laptop"), so you know which one to remove.');
    setPasskeyError(undefined);
    setBusy(true);
    try {
      const r = await registerPasskey(store, name, gate);
      setPasskeyName('');
      toast.success(`Passkey “${r.passkey.name}” added.`);
      if (r.recoveryCodes)
        setCodes({ list: r.recoveryCodes, note: 'Each of these recovery codes signs you in once if you lose your passkeys. They are shown only now: copy or download them.' });
      load();
    } catch (err) {
      setPasskeyError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }
  const removePasskey = (p: Passkey) =>
    act(async () => {
      await staffApi(store, 'DELETE', `passkeys/${p.id}`, undefined, gate);
      setRemoving(null);
      toast.success(`Passkey “${p.name}” removed.`);
      load();
    });
  const passkeyColumns: Column<Passkey>[] = [
    { header: 'Name', wide: true, cell: (p) => p.name },
    { header: 'Added', cell: (p) => dateTime(p.createdAt) },
    { header: 'Last used', cell: (p) => (p.lastUsedAt ? dateTime(p.lastUsedAt) : 'Never') },
    {
      header: 'Actions',
      cell: (p) => (
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => setRemoving(p)} aria-label={`Remove passkey ${p.name}`}>
          Remove
        </button>
      ),
    },
  ];
  const saveRoles = () =>
    act(async () => {
      await staffApi(store, 'PUT', 'second-factor-roles', { roles }, gate);
      toast.success('The roles that need a second factor are saved.');
      load();
    });

  return (
    <AdminPage title="Account security" onRetry={load}>
      {error && <p role="alert">{error}</p>}
      {status && (
        <>
          <section aria-labelledby="factor-heading">
            <h2 id="factor-heading">Second factor</h2>
            <p>
              Authenticator app: <strong>{status.totp ? 'set up' : 'not set up'}</strong>. Recovery codes left: <strong>{status.recoveryCodesLeft}</strong>.{' '}
              {status.secondFactorNeeded ? `Your role (${status.role}) needs a second factor at each sign-in.` : `Your role (${status.role}) does not need a second factor.`}
            </p>
            {(status.totp || status.passkeys.length > 0) && (
              <p>
                <button type="button" className="btn btn-outline" disabled={busy} onClick={newCodes}>
                  New recovery codes
                </button>{' '}
                <button type="button" className="btn btn-outline" disabled={busy} onClick={() => setConfirmRemove(true)}>
                  Remove authenticator app
                </button>
              </p>
            )}
            {codes && (
              <>
                <p>{codes.note}</p>
                <RecoveryCodes codes={codes.list} />
              </>
            )}
            <h3>Passkeys</h3>
            <p>A passkey on this device (its fingerprint or face unlock, or a security key) passes the second factor instead of a code.</p>
            <DataTable caption="Passkeys" columns={passkeyColumns} rows={status.passkeys} rowKey={(p) => String(p.id)} empty="No passkeys yet." />
            {status.passkeysAvailable ? (
              <form method="post" onSubmit={addPasskey} noValidate>
                <TextField label="Passkey name" name="passkey-name" maxLength={60} value={passkeyName} onChange={(e) => setPasskeyName(e.target.value)} error={passkeyError} />
                <button type="submit" className="btn btn-primary" disabled={busy}>
                  Add a passkey
                </button>
              </form>
            ) : (
              <p>Passkeys need the site at a domain name; this one is reached at an IP address (PUBLIC_URL).</p>
            )}
            <p>Lost your app and your recovery codes? Another Owner can reset your second factor from the admin users list.</p>
          </section>

          <section aria-labelledby="signins-heading">
            <h2 id="signins-heading">Recent sign-ins</h2>
            <DataTable caption="Recent sign-ins" columns={sessionColumns} rows={status.sessions ?? []} rowKey={(s) => s.startedAt} empty="No sign-ins yet." />
            <p>
              <button type="button" className="btn btn-outline" disabled={busy} onClick={() => setConfirmSignOut(true)}>
                Sign out everywhere
              </button>
            </p>
          </section>

          {status.role === 'Owner' && (
            <section aria-labelledby="roles-heading">
              <h2 id="roles-heading">Roles that need a second factor</h2>
              <fieldset>
                <legend>Staff with these roles pass a second factor at each sign-in</legend>
                {ROLES.map((r) => (
                  <label key={r} className="checkbox">
                    <input type="checkbox" checked={roles.includes(r)} onChange={(e) => setRoles((rs) => (e.target.checked ? [...rs, r] : rs.filter((x) => x !== r)))} /> {r}
                  </label>
                ))}
              </fieldset>
              <button type="button" className="btn btn-primary" disabled={busy} onClick={saveRoles}>
                Save roles
              </button>
            </section>
          )}
        </>
      )}
      {confirmRemove && (
        <ConfirmDialog title="Remove your authenticator app?" confirmLabel="Remove authenticator app" busy={busy} busyLabel="Removing…" onConfirm={removeApp} onCancel={() => setConfirmRemove(false)}>
          <p>Its codes and your recovery codes stop working. {status?.secondFactorNeeded ? 'Your role needs a second factor: you set up a new app at your next sign-in.' : ''}</p>
        </ConfirmDialog>
      )}
      {removing && (
        <ConfirmDialog title={`Remove passkey “${removing.name}”?`} confirmLabel="Remove passkey" busy={busy} busyLabel="Removing…" onConfirm={() => removePasskey(removing)} onCancel={() => setRemoving(null)}>
          <p>It no longer passes your second factor.</p>
        </ConfirmDialog>
      )}
      {confirmSignOut && (
        <ConfirmDialog title="Sign out everywhere?" confirmLabel="Sign out everywhere" busy={busy} busyLabel="Signing out…" onConfirm={signOutEverywhere} onCancel={() => setConfirmSignOut(false)}>
          <p>Every sign-in of yours ends, on every device, this one included. You sign in again with your password and second factor.</p>
        </ConfirmDialog>
      )}
    </AdminPage>
  );
}
