import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link, useParams } from 'react-router';
import type { ServiceItemEditMutation, UpdateServiceItemInput } from '../../__generated__/ServiceItemEditMutation.graphql';
import type { ServiceItemEditQuery } from '../../__generated__/ServiceItemEditQuery.graphql';
import { AdminPage, nodeOfType, useAdminQueryOptions } from '../../admin/AdminPage';
import { crumb, SETTINGS } from '../../admin/crumbs';
import { EditorForm } from '../../admin/EditorForm';
import { SERVICE_ITEM_FIELDS, SUCCESS } from '../../admin/fields';
import { asInput } from '../../admin/format';
import { useAdminMutation } from '../../admin/useAdminMutation';

const query = graphql`
  query ServiceItemEditQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on ServiceItem {
        id
        serviceIcon
        serviceTitle
        serviceDetails
      }
    }
  }
`;

const updateMutation = graphql`
  mutation ServiceItemEditMutation($id: ID!, $input: UpdateServiceItemInput!) {
    updateServiceItem(id: $id, input: $input) {
      id
      serviceIcon
      serviceTitle
      serviceDetails
    }
  }
`;

/** /service-edit/{id}: one service item's editor, prefilled. */
export default function ServiceItemEdit() {
  return (
    <AdminPage title="Edit Service" parents={[SETTINGS, crumb('/edit-service', 'Service')]}
      actions={
        <Link to="/service" className="btn btn-outline btn-sm">
          View Services page
        </Link>
      }>
      <ServiceItemEditScreen />
    </AdminPage>
  );
}

function ServiceItemEditScreen() {
  const { id } = useParams();
  const data = useLazyLoadQuery<ServiceItemEditQuery>(query, { id: id! }, useAdminQueryOptions());
  const record = nodeOfType(data.node, 'ServiceItem');
  const [update] = useAdminMutation<ServiceItemEditMutation>(updateMutation);
  return (
    <EditorForm
      fields={SERVICE_ITEM_FIELDS}
      initial={record}
      submitLabel="Update Service"
      successText={SUCCESS.serviceItemEdit}
      onSubmit={(v) => update({ id: record.id, input: asInput<UpdateServiceItemInput>(v) })}
    />
  );
}
