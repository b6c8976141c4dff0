import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useParams } from 'react-router';
import type { FooterAddressEditMutation, UpdateFooterAddressInput } from '../../__generated__/FooterAddressEditMutation.graphql';
import type { FooterAddressEditQuery } from '../../__generated__/FooterAddressEditQuery.graphql';
import { AdminPage, nodeOfType, useAdminQueryOptions } from '../../admin/AdminPage';
import { crumb, SETTINGS } from '../../admin/crumbs';
import { EditorForm } from '../../admin/EditorForm';
import { FOOTER_ADDRESS_FIELDS, SUCCESS } from '../../admin/fields';
import { asInput } from '../../admin/format';
import { useAdminMutation } from '../../admin/useAdminMutation';

const query = graphql`
  query FooterAddressEditQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on FooterAddress {
        id
        footerPhone
        footeraddress
        footerEmail
      }
    }
  }
`;

const updateMutation = graphql`
  mutation FooterAddressEditMutation($id: ID!, $input: UpdateFooterAddressInput!) {
    updateFooterAddress(id: $id, input: $input) {
      id
      footerPhone
      footeraddress
      footerEmail
    }
  }
`;

/** /edit-address-footer/{id}: the footer address editor, prefilled. */
export default function FooterAddressEdit() {
  return (
    <AdminPage title="Edit Footer Address" parents={[SETTINGS, crumb('/add-address-footer', 'Footer Address')]}>
      <FooterAddressEditScreen />
    </AdminPage>
  );
}

function FooterAddressEditScreen() {
  const { id } = useParams();
  const data = useLazyLoadQuery<FooterAddressEditQuery>(query, { id: id! }, useAdminQueryOptions());
  const record = nodeOfType(data.node, 'FooterAddress');
  const [update] = useAdminMutation<FooterAddressEditMutation>(updateMutation);
  return (
    <EditorForm
      fields={FOOTER_ADDRESS_FIELDS}
      initial={record}
      submitLabel="Update Footer Address"
      successText={SUCCESS.footerAddressEdit}
      onSubmit={(v) => update({ id: record.id, input: asInput<UpdateFooterAddressInput>(v) })}
    />
  );
}
