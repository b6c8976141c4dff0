import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link, useParams } from 'react-router';
import type { ServiceTextEditMutation, UpdateServiceHeadingInput } from '../../__generated__/ServiceTextEditMutation.graphql';
import type { ServiceTextEditQuery } from '../../__generated__/ServiceTextEditQuery.graphql';
import { AdminPage, nodeOfType, useAdminQueryOptions } from '../../admin/AdminPage';
import { crumb, SETTINGS } from '../../admin/crumbs';
import { EditorForm } from '../../admin/EditorForm';
import { SERVICE_HEADING_FIELDS, SUCCESS } from '../../admin/fields';
import { asInput } from '../../admin/format';
import { useAdminMutation } from '../../admin/useAdminMutation';

const query = graphql`
  query ServiceTextEditQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on ServiceHeading {
        id
        serviceHeading
        servicesubHeading
      }
    }
  }
`;

const updateMutation = graphql`
  mutation ServiceTextEditMutation($id: ID!, $input: UpdateServiceHeadingInput!) {
    updateServiceHeading(id: $id, input: $input) {
      id
      serviceHeading
      servicesubHeading
    }
  }
`;

/** /servicetext-edit/{id}: the service heading and sub heading, prefilled. */
export default function ServiceTextEdit() {
  return (
    <AdminPage title="Edit Service Text" parents={[SETTINGS, crumb('/edit-service', 'Service')]}
      actions={
        <Link to="/service" className="btn btn-outline btn-sm">
          View Services page
        </Link>
      }>
      <ServiceTextEditScreen />
    </AdminPage>
  );
}

function ServiceTextEditScreen() {
  const { id } = useParams();
  const data = useLazyLoadQuery<ServiceTextEditQuery>(query, { id: id! }, useAdminQueryOptions());
  const record = nodeOfType(data.node, 'ServiceHeading');
  const [update] = useAdminMutation<ServiceTextEditMutation>(updateMutation);
  return (
    <EditorForm
      fields={SERVICE_HEADING_FIELDS}
      initial={record}
      submitLabel="Update Service Text"
      successText={SUCCESS.serviceHeadingEdit}
      onSubmit={(v) => update({ id: record.id, input: asInput<UpdateServiceHeadingInput>(v) })}
    />
  );
}
