import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { AdminUsersCreateMutation, CreateAdminUserInput } from '../../__generated__/AdminUsersCreateMutation.graphql';
import type { AdminUsersQuery, AdminUsersQuery$data } from '../../__generated__/AdminUsersQuery.graphql';
import type { AdminUsersRenameMutation } from '../../__generated__/AdminUsersRenameMutation.graphql';
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
import { TextField } from '../../components/TextField';
import { useToast } from '../../components/Toast';

const query = graphql`
  query AdminUsersQuery @preloadable {
    viewer {
      email
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
  }
`;

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
    { header: 'Role', cell: (u) => u.userRole },
    {
      header: 'Actions',
      cell: (u) => (
        <>
          <button type="button" className="btn btn-outline btn-sm" aria-label={`Change the e-mail of ${u.userEmail}`} onClick={() => setRenaming(u)}>
            Change e-mail
          </button>{' '}
          <DeleteButton id={u.id} label={u.userEmail} onDeleted={reload} />
        </>
      ),
    },
  ];
  return (
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
  );
}
