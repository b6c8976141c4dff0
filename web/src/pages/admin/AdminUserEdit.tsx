import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useParams } from 'react-router';
import type { AdminUserEditMutation, UpdateAdminUserInput } from '../../__generated__/AdminUserEditMutation.graphql';
import type { AdminUserEditQuery } from '../../__generated__/AdminUserEditQuery.graphql';
import { AdminPage, nodeOfType, useAdminQueryOptions } from '../../admin/AdminPage';
import { crumb } from '../../admin/crumbs';
import { EditorForm } from '../../admin/EditorForm';
import { ADMIN_USER_FIELDS, SUCCESS } from '../../admin/fields';
import { asInput } from '../../admin/format';
import { useAdminMutation } from '../../admin/useAdminMutation';

const query = graphql`
  query AdminUserEditQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on AdminUser {
        id
        userEmail
        userRole
      }
    }
  }
`;

const updateMutation = graphql`
  mutation AdminUserEditMutation($id: ID!, $input: UpdateAdminUserInput!) {
    updateAdminUser(id: $id, input: $input) {
      id
      userEmail
      userRole
    }
  }
`;

/** /admin-user/{id}: an admin user's e-mail (role Admin, hidden), prefilled. */
export default function AdminUserEdit() {
  return (
    <AdminPage title="Update User" parents={[crumb('/add-user', 'Admin Email')]}>
      <AdminUserEditScreen />
    </AdminPage>
  );
}

function AdminUserEditScreen() {
  const { id } = useParams();
  const data = useLazyLoadQuery<AdminUserEditQuery>(query, { id: id! }, useAdminQueryOptions());
  const record = nodeOfType(data.node, 'AdminUser');
  const [update] = useAdminMutation<AdminUserEditMutation>(updateMutation);
  return (
    <EditorForm
      fields={ADMIN_USER_FIELDS}
      initial={record}
      submitLabel="Update User"
      successText={SUCCESS.userEdit}
      onSubmit={(v) => update({ id: record.id, input: asInput<UpdateAdminUserInput>(v) })}
    />
  );
}
