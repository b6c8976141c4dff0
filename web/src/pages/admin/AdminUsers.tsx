import { useState, type FormEvent } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { AdminUsersCreateMutation, CreateAdminUserInput } from '../../__generated__/AdminUsersCreateMutation.graphql';
import type { AdminUsersQuery, AdminUsersQuery$data } from '../../__generated__/AdminUsersQuery.graphql';
import type { AdminUsersInviteMutation, UserRole } from '../../__generated__/AdminUsersInviteMutation.graphql';
import type { AdminUsersRenameMutation } from '../../__generated__/AdminUsersRenameMutation.graphql';
import type { AdminUsersResendMutation } from '../../__generated__/AdminUsersResendMutation.graphql';
import type { AdminUsersRoleMutation } from '../../__generated__/AdminUsersRoleMutation.graphql';
import type { AdminUsersRevokeMutation } from '../../__generated__/AdminUsersRevokeMutation.graphql';
import { useAccess } from '../../admin/access';
import { AdminPage } from '../../admin/AdminPage';
import { ConfirmDialog } from '../../admin/ConfirmDialog';
import { DataTable, type Column } from '../../admin/DataTable';
import { EditorForm } from '../../admin/EditorForm';
import { fieldsOf } from '../../admin/describe';
import { toAdminError } from '../../admin/errors';
import { SUCCESS } from '../../admin/fields';
import { asInput } from '../../admin/format';
import { DeleteButton } from '../../admin/Lifecycle';
import { useAdminMutation } from '../../admin/useAdminMutation';
import { useReloadable } from '../../admin/useReloadable';
import { Field, TextField } from '../../components/TextField';
import { useToast } from '../../components/Toast';
import { ResetFactorButton } from '../../staff/ResetFactorButton';

const query = graphql`
  query AdminUsersQuery @preloadable {
    viewer {
      email
      role
    }
    adminUsers(first: 100) {
      edges {
        node {
          id
          userEmail
          userRole
        }
      }
    }
    invitations {
      id
      email
      role
      invitedBy
      expiresAt
      status
    }
  }
`;

const inviteMutation = graphql`
  mutation AdminUsersInviteMutation($email: String!, $role: UserRole!) {
    inviteStaff(email: $email, role: $role) {
      id
    }
  }
`;

const resendMutation = graphql`
  mutation AdminUsersResendMutation($id: ID!) {
    resendInvitation(id: $id) {
      id
      expiresAt
      status
    }
  }
`;

const revokeMutation = graphql`
  mutation AdminUsersRevokeMutation($id: ID!) {
    revokeInvitation(id: $id) {
      id
      status
    }
  }
`;

const roleMutation = graphql`
  mutation AdminUsersRoleMutation($id: ID!, $role: UserRole!, $confirmOwnEmailChange: Boolean!) {
    updateAdminUser(id: $id, input: { userRole: $role }, confirmOwnEmailChange: $confirmOwnEmailChange) {
      id
      userRole
    }
  }
`;

const ROLES: UserRole[] = ['Owner', 'Admin', 'Editor', 'Author', 'Support'];

/**
 * A staff member's role, changed on the spot. Only an Owner is offered the Owner role (and
 * an Owner's entry); the server keeps the rules (the last Owner stays, one's own role asks
 * first) and its refusal is shown as it says it.
 */
function RolePicker({ user, onChanged }: { user: User; onChanged(): void }) {
  const toast = useToast();
  const owner = useAccess().role === 'Owner';
  const [change, busy] = useAdminMutation<AdminUsersRoleMutation>(roleMutation);
  const [own, setOwn] = useState<UserRole | null>(null);
  const offered = ROLES.filter((r) => owner || r !== 'Owner');
  const send = (role: UserRole, confirmOwnEmailChange: boolean) =>
    change({ id: user.id, role, confirmOwnEmailChange }).then(
      () => {
        setOwn(null);
        toast.success(`The role of ${user.userEmail} is now ${role}.`);
        onChanged();
      },
      (err: unknown) => {
        const e = toAdminError(err);
        if (e.fields.userEmail === 'ownEmail') setOwn(role);
        else toast.error(e.message);
      },
    );
  return (
    <>
      <select
        aria-label={`Role of ${user.userEmail}`}
        value={user.userRole}
        disabled={busy || (!owner && user.userRole === 'Owner')}
        onChange={(e) => void send(e.target.value as UserRole, false)}
      >
        {(offered.includes(user.userRole) ? offered : [user.userRole, ...offered]).map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </select>
      {own && (
        <ConfirmDialog title="Change your own role?" confirmLabel={`Become ${own}`} cancelLabel="Keep my role" busy={busy} onConfirm={() => void send(own, true)} onCancel={() => setOwn(null)}>
          <p>
            You are signed in as <strong>{user.userEmail}</strong>. As {own} you lose what your role allows now at once.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}

const createMutation = graphql`
  mutation AdminUsersCreateMutation($input: CreateAdminUserInput!) {
    createAdminUser(input: $input) {
      id
    }
  }
`;

const renameMutation = graphql`
  mutation AdminUsersRenameMutation($id: ID!, $email: String!, $confirmOwnEmailChange: Boolean!) {
    updateAdminUser(id: $id, input: { userEmail: $email }, confirmOwnEmailChange: $confirmOwnEmailChange) {
      id
      userEmail
    }
  }
`;

type Invite = AdminUsersQuery$data['invitations'][number];

/**
 * Invitations: invite an e-mail with a role (the mail carries a single-use link that
 * expires in 7 days), and the ones waiting, each to send again (a new link; the old one
 * stops working) or revoke.
 */
function Invitations({ invitations, reload }: { invitations: readonly Invite[]; reload(): void }) {
  const toast = useToast();
  const [invite, inviting] = useAdminMutation<AdminUsersInviteMutation>(inviteMutation);
  const [resend] = useAdminMutation<AdminUsersResendMutation>(resendMutation);
  const [revoke] = useAdminMutation<AdminUsersRevokeMutation>(revokeMutation);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<UserRole>('Editor');
  const [error, setError] = useState<string>();
  const send = (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    invite({ email: email.trim(), role }).then(
      () => {
        toast.success(`Invitation sent to ${email.trim()}.`);
        setEmail('');
        reload();
      },
      (err: unknown) => setError(toAdminError(err).message),
    );
  };
  const act = (p: Promise<unknown>, done: string) =>
    p.then(
      () => {
        toast.success(done);
        reload();
      },
      (err: unknown) => toast.error(toAdminError(err).message),
    );
  const columns: Column<Invite>[] = [
    { header: 'E-mail', wide: true, cell: (i) => i.email },
    { header: 'Role', cell: (i) => i.role },
    { header: 'Invited by', cell: (i) => i.invitedBy },
    { header: 'Status', cell: (i) => (i.status === 'Expired' ? 'Expired' : `Pending until ${new Date(i.expiresAt).toLocaleDateString()}`) },
    {
      header: 'Actions',
      cell: (i) => (
        <>
          <button type="button" className="btn btn-outline btn-sm" aria-label={`Send the invitation to ${i.email} again`} onClick={() => act(resend({ id: i.id }), `Invitation sent again to ${i.email}.`)}>
            Send again
          </button>{' '}
          <button type="button" className="btn btn-outline btn-sm" aria-label={`Revoke the invitation to ${i.email}`} onClick={() => act(revoke({ id: i.id }), `Invitation to ${i.email} revoked.`)}>
            Revoke
          </button>
        </>
      ),
    },
  ];
  return (
    <section className="admin-grid-2" aria-labelledby="invitations-title">
      <DataTable caption="Invitations" showCaption columns={columns} rows={invitations} rowKey={(i) => i.id} empty="No invitations waiting." />
      <form onSubmit={send} noValidate className="admin-card">
        <h2 id="invitations-title">Invite to the staff</h2>
        <p className="admin-muted">The person gets a mail with a link that works once, for 7 days; they sign in or register with this e-mail to accept.</p>
        <TextField label="E-mail" type="email" value={email} error={error} onChange={(e) => setEmail(e.target.value)} />
        <Field
          label="Role"
          control={(described) => (
            <select {...described} value={role} onChange={(e) => setRole(e.target.value as UserRole)}>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          )}
        />
        <button type="submit" className="btn btn-primary" disabled={inviting} aria-busy={inviting || undefined}>
          {inviting ? 'Sending…' : 'Send invitation'}
        </button>
      </form>
    </section>
  );
}

type User = NonNullable<NonNullable<NonNullable<AdminUsersQuery$data['adminUsers']['edges']>[number]>['node']>;

/** /admin/users: every admin; add one, change one's e-mail, remove one (never the last: the server refuses). */
export default function AdminUsers() {
  const [loaded, reload] = useReloadable<AdminUsersQuery>(query);
  return (
    <AdminPage title="Admin users" onRetry={reload}>
      <p className="admin-muted">Everyone here signs in with their e-mail address and gets the admin area.</p>
      <AdminUsersScreen loaded={loaded} reload={reload} />
    </AdminPage>
  );
}

/** The rename dialog: the new e-mail, then (for one's own entry, when the server asks) a second question. */
function Rename({ user, onDone }: { user: User; onDone(changed: boolean): void }) {
  const toast = useToast();
  const [rename, busy] = useAdminMutation<AdminUsersRenameMutation>(renameMutation);
  const [email, setEmail] = useState(user.userEmail);
  const [error, setError] = useState<string>();
  const [own, setOwn] = useState(false);
  const send = (confirmOwnEmailChange: boolean) =>
    rename({ id: user.id, email: email.trim(), confirmOwnEmailChange }).then(
      () => {
        toast.success(SUCCESS.userEdit);
        onDone(true);
      },
      (err: unknown) => {
        const e = toAdminError(err);
        if (e.fields.userEmail === 'ownEmail') setOwn(true);
        else setError(e.message);
      },
    );
  if (own) {
    return (
      <ConfirmDialog title="Change your own admin e-mail?" confirmLabel="Change my e-mail" cancelLabel="Keep my e-mail" busy={busy} onConfirm={() => send(true)} onCancel={() => onDone(false)}>
        <p>
          You are signed in as <strong>{user.userEmail}</strong>. After this change you lose access to the admin pages at once unless you sign in as <strong>{email.trim()}</strong>.
        </p>
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog title={`Change the e-mail of ${user.userEmail}?`} confirmLabel="Change e-mail" busy={busy} onConfirm={() => send(false)} onCancel={() => onDone(false)}>
      <TextField label="New e-mail" type="email" value={email} error={error} onChange={(e) => setEmail(e.target.value)} />
    </ConfirmDialog>
  );
}

function AdminUsersScreen({ loaded, reload }: { loaded: PreloadedQuery<AdminUsersQuery>; reload(): void }) {
  const data = usePreloadedQuery<AdminUsersQuery>(query, loaded);
  const [create] = useAdminMutation<AdminUsersCreateMutation>(createMutation);
  const [renaming, setRenaming] = useState<User | null>(null);
  const users = (data.adminUsers.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  const columns: Column<User>[] = [
    {
      header: 'E-mail',
      wide: true,
      cell: (u) => (u.userEmail === data.viewer.email ? `${u.userEmail} (you)` : u.userEmail),
    },
    { header: 'Role', cell: (u) => <RolePicker user={u} onChanged={reload} /> },
    {
      header: 'Actions',
      cell: (u) => (
        <>
          <button type="button" className="btn btn-outline btn-sm" aria-label={`Change the e-mail of ${u.userEmail}`} onClick={() => setRenaming(u)}>
            Change e-mail
          </button>{' '}
          <DeleteButton id={u.id} label={u.userEmail} onDeleted={reload} />
          {data.viewer.role === 'Owner' && u.userEmail !== data.viewer.email && (
            <>
              {' '}
              <ResetFactorButton email={u.userEmail} />
            </>
          )}
        </>
      ),
    },
  ];
  return (
    <>
    <div className="admin-grid-2">
      <DataTable caption="Admin users" showCaption columns={columns} rows={users} rowKey={(u) => u.id} empty="No admin users." />
      <EditorForm
        title="Add Admin User"
        fields={fieldsOf('AdminUser')}
        submitLabel="Add User"
        successText={SUCCESS.userAdd}
        onSubmit={(v) => create({ input: asInput<CreateAdminUserInput>(v) })}
        onSaved={reload}
        resetOnSuccess
      />
      {renaming && (
        <Rename
          user={renaming}
          onDone={(changed) => {
            setRenaming(null);
            if (changed) reload();
          }}
        />
      )}
    </div>
    <Invitations invitations={data.invitations} reload={reload} />
    </>
  );
}
