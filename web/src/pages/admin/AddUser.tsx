import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { AddUserCreateMutation, CreateAdminUserInput } from '../../__generated__/AddUserCreateMutation.graphql';
import type { AddUserQuery } from '../../__generated__/AddUserQuery.graphql';
import { AdminPage } from '../../admin/AdminPage';
import { EditorForm } from '../../admin/EditorForm';
import { fieldsOf } from '../../admin/describe';
import { SUCCESS } from '../../admin/fields';
import { asInput } from '../../admin/format';
import { useAdminMutation } from '../../admin/useAdminMutation';
import { useReloadable } from '../../admin/useReloadable';

const query = graphql`
  query AddUserQuery @preloadable {
    adminUsers(first: 100) {
      totalCount
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
  mutation AddUserCreateMutation($input: CreateAdminUserInput!) {
    createAdminUser(input: $input) {
      id
      userEmail
      userRole
    }
  }
`;

/**
 * /add-user (Admin Email), for admins only: exactly one user record gives the "Update User"
 * link to /admin-user/{id}; otherwise the add form (userEmail, role Admin hidden).
 */
export default function AddUser() {
  const [loaded, reload] = useReloadable<AddUserQuery>(query);
  return (
    <AdminPage onRetry={reload} title="Admin Email">
      <AddUserScreen loaded={loaded} reload={reload} />
    </AdminPage>
  );
}

function AddUserScreen({ loaded, reload }: { loaded: PreloadedQuery<AddUserQuery>; reload(): void }) {
  const data = usePreloadedQuery<AddUserQuery>(query, loaded);
  const [create] = useAdminMutation<AddUserCreateMutation>(createMutation);
  const users = (data.adminUsers.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));

  if (data.adminUsers.totalCount === 1 && users[0]) {
    const only = users[0];
    return (
      <div className="admin-card admin-singleton">
        <p className="admin-muted">There is one admin user:</p>
        <div className="admin-singleton-summary">
          <p>
            {only.userEmail} ({only.userRole})
          </p>
        </div>
        <p>
          <Link to={`/admin-user/${only.id}`} className="btn btn-primary">
            Update User
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="admin-grid-2">
      <EditorForm
        title="Add Admin User"
        description={<p className="admin-muted">The person signs in with this e-mail address and gets the admin area.</p>}
        fields={fieldsOf('AdminUser')}
        submitLabel="Add User"
        successText={SUCCESS.userAdd}
        onSubmit={(v) => create({ input: asInput<CreateAdminUserInput>(v) })}
        onSaved={reload}
        resetOnSuccess
      />
      {users.length > 0 && (
        <section aria-labelledby="admin-users">
          <h2 id="admin-users">Admin Users</h2>
          <ul className="admin-item-grid admin-item-list">
            {users.map((u) => (
              <li key={u.id} className="admin-card admin-item">
                <h3>{u.userEmail}</h3>
                <p>{u.userRole}</p>
                <div className="admin-item-actions">
                  <Link to={`/admin-user/${u.id}`} className="btn btn-outline btn-sm" aria-label={`Update User ${u.userEmail}`}>
                    Update User
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
