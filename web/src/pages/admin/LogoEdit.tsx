import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link, useParams } from 'react-router';
import type { LogoEditMutation, UpdateLogoInput } from '../../__generated__/LogoEditMutation.graphql';
import type { LogoEditQuery } from '../../__generated__/LogoEditQuery.graphql';
import { AdminPage, nodeOfType, useAdminQueryOptions } from '../../admin/AdminPage';
import { crumb, SETTINGS } from '../../admin/crumbs';
import { EditorForm } from '../../admin/EditorForm';
import { LOGO_FIELDS, SUCCESS } from '../../admin/fields';
import { asInput } from '../../admin/format';
import { useAdminMutation } from '../../admin/useAdminMutation';

const query = graphql`
  query LogoEditQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on Logo {
        id
        logo
      }
    }
  }
`;

const updateMutation = graphql`
  mutation LogoEditMutation($id: ID!, $input: UpdateLogoInput!) {
    updateLogo(id: $id, input: $input) {
      id
      logo
    }
  }
`;

/** /edit-logo/{id}: the logo editor, prefilled. */
export default function LogoEdit() {
  return (
    <AdminPage title="Edit Logo" parents={[SETTINGS, crumb('/add-logo', 'Logo')]}
      actions={
        <Link to="/" className="btn btn-outline btn-sm">
          View Home page
        </Link>
      }>
      <LogoEditScreen />
    </AdminPage>
  );
}

function LogoEditScreen() {
  const { id } = useParams();
  const data = useLazyLoadQuery<LogoEditQuery>(query, { id: id! }, useAdminQueryOptions());
  const record = nodeOfType(data.node, 'Logo');
  const [update] = useAdminMutation<LogoEditMutation>(updateMutation);
  return (
    <EditorForm
      fields={LOGO_FIELDS}
      initial={record}
      submitLabel="Update Logo"
      successText={SUCCESS.logoEdit}
      onSubmit={(v) => update({ id: record.id, input: asInput<UpdateLogoInput>(v) })}
    />
  );
}
