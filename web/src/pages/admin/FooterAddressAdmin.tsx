import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { FooterAddressAdminCreateMutation, CreateFooterAddressInput } from '../../__generated__/FooterAddressAdminCreateMutation.graphql';
import type { FooterAddressAdminQuery } from '../../__generated__/FooterAddressAdminQuery.graphql';
import { AdminPage, useAdminQueryOptions } from '../../admin/AdminPage';
import { SETTINGS } from '../../admin/crumbs';
import { EditorForm } from '../../admin/EditorForm';
import { FOOTER_ADDRESS_FIELDS, SUCCESS } from '../../admin/fields';
import { asInput } from '../../admin/format';
import { Singleton } from '../../admin/Singleton';
import { useAdminMutation } from '../../admin/useAdminMutation';
import { useRefetchKey } from '../../admin/useRefetchKey';

const query = graphql`
  query FooterAddressAdminQuery {
    footerAddresses(first: 1) {
      edges {
        node {
          id
          footeraddress
        }
      }
    }
  }
`;

const createMutation = graphql`
  mutation FooterAddressAdminCreateMutation($input: CreateFooterAddressInput!) {
    createFooterAddress(input: $input) {
      id
      footerPhone
      footeraddress
      footerEmail
    }
  }
`;

/** /add-address-footer: the link to /edit-address-footer/{id} when the record exists, else the add form. */
export default function FooterAddressAdmin() {
  return (
    <AdminPage title="Footer Address" parents={[SETTINGS]}>
      <FooterAddressAdminScreen />
    </AdminPage>
  );
}

function FooterAddressAdminScreen() {
  const [fetchKey, refetch] = useRefetchKey();
  const data = useLazyLoadQuery<FooterAddressAdminQuery>(query, {}, useAdminQueryOptions(fetchKey));
  const [create] = useAdminMutation<FooterAddressAdminCreateMutation>(createMutation);
  const record = data.footerAddresses.edges?.[0]?.node ?? null;
  return (
    <Singleton
      record={record}
      what="The footer address"
      editTo={(id) => `/edit-address-footer/${id}`}
      editLabel="Edit Footer Address"
      summary={record && <p>{record.footeraddress}</p>}
    >
      <EditorForm
        title="Add Footer Address"
        fields={FOOTER_ADDRESS_FIELDS}
        submitLabel="Add Footer Address"
        successText={SUCCESS.footerAddressAdd}
        onSubmit={(v) => create({ input: asInput<CreateFooterAddressInput>(v) })}
        onSaved={refetch}
      />
    </Singleton>
  );
}
