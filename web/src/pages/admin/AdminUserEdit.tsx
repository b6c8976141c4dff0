import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { AdminUserEditMutation, UpdateAdminUserInput } from '../../__generated__/AdminUserEditMutation.graphql';
import type { AdminUserEditQuery } from '../../__generated__/AdminUserEditQuery.graphql';
import { AdminPage, nodeOfType } from '../../admin/AdminPage';
import { ConfirmDialog } from '../../admin/ConfirmDialog';
import { crumb } from '../../admin/crumbs';
import { EditorForm, type FormValues } from '../../admin/EditorForm';
import { AdminError } from '../../admin/errors';
import { fieldsOf } from '../../admin/describe';
import { SUCCESS } from '../../admin/fields';
import { asInput } from '../../admin/format';
import { useAdminMutation } from '../../admin/useAdminMutation';
import { useReloadable } from '../../admin/useReloadable';

const query = graphql`
  query AdminUserEditQuery($id: ID!) @preloadable {
    node(id: $id) {
      __typename
      ... on AdminUser {
        id
        userEmail
        userRole
      }
    }
    viewer {
      email
    }
  }
`;

const updateMutation = graphql`
  mutation AdminUserEditMutation($id: ID!, $input: UpdateAdminUserInput!, $confirmOwnEmailChange: Boolean!) {
    updateAdminUser(id: $id, input: $input, confirmOwnEmailChange: $confirmOwnEmailChange) {
      id
      userEmail
      userRole
    }
  }
`;

/** /admin-user/{id}: an admin user's e-mail (role Admin, hidden), prefilled. */
export default function AdminUserEdit() {
  const [loaded, reload] = useReloadable<AdminUserEditQuery>(query);
  return (
    <AdminPage onRetry={reload} title="Update User" parents={[crumb('/add-user', 'Admin Email')]}>
      <AdminUserEditScreen loaded={loaded} />
    </AdminPage>
  );
}

const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

function AdminUserEditScreen({ loaded }: { loaded: PreloadedQuery<AdminUserEditQuery> }) {
  const data = usePreloadedQuery<AdminUserEditQuery>(query, loaded);
  const record = nodeOfType(data.node, 'AdminUser');
  const [update] = useAdminMutation<AdminUserEditMutation>(updateMutation);
  // A change of one's own entry waits here for the answer of the dialog.
  const [asking, setAsking] = useState<{ newEmail: string; answer(yes: boolean): void } | null>(null);

  const save = (v: FormValues, confirmOwnEmailChange: boolean) =>
    update({ id: record.id, input: asInput<UpdateAdminUserInput>(v), confirmOwnEmailChange });

  async function submit(v: FormValues) {
    const own = same(record.userEmail, data.viewer.email) && !same(v.userEmail, record.userEmail);
    if (!own) return save(v, false);
    const yes = await new Promise<boolean>((answer) => setAsking({ newEmail: v.userEmail, answer }));
    setAsking(null);
    if (!yes) throw new AdminError(`Nothing changed: ${record.userEmail} stays your admin e-mail.`, 'CANCELLED');
    return save(v, true);
  }

  return (
    <>
      <EditorForm fields={fieldsOf('AdminUser')} initial={record} submitLabel="Update User" successText={SUCCESS.userEdit} onSubmit={submit} />
      {asking && (
        <ConfirmDialog
          title="Change your own admin e-mail?"
          confirmLabel="Change my e-mail"
          cancelLabel="Keep my e-mail"
          onConfirm={() => asking.answer(true)}
          onCancel={() => asking.answer(false)}
        >
          <p>
            You are signed in as <strong>{record.userEmail}</strong>. After this change only <strong>{asking.newEmail}</strong> is an
            admin, so you lose access to the admin pages at once unless you sign in with that address.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
