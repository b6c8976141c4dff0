import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useParams } from 'react-router';
import type { PaypalEmailEditMutation, UpdatePaymentSettingInput } from '../../__generated__/PaypalEmailEditMutation.graphql';
import type { PaypalEmailEditQuery } from '../../__generated__/PaypalEmailEditQuery.graphql';
import { AdminPage, nodeOfType, useAdminQueryOptions } from '../../admin/AdminPage';
import { EditorForm } from '../../admin/EditorForm';
import { PAYPAL_FIELDS, SUCCESS } from '../../admin/fields';
import { asInput } from '../../admin/format';
import { useAdminMutation } from '../../admin/useAdminMutation';

const query = graphql`
  query PaypalEmailEditQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on PaymentSetting {
        id
        paypalEmail
      }
    }
  }
`;

const updateMutation = graphql`
  mutation PaypalEmailEditMutation($id: ID!, $input: UpdatePaymentSettingInput!) {
    updatePaymentSetting(id: $id, input: $input) {
      id
      paypalEmail
    }
  }
`;

/** /paypal-email/{id}: the PayPal e-mail that receives payments, prefilled. */
export default function PaypalEmailEdit() {
  return (
    <AdminPage title="Payment Email" >
      <PaypalEmailEditScreen />
    </AdminPage>
  );
}

function PaypalEmailEditScreen() {
  const { id } = useParams();
  const data = useLazyLoadQuery<PaypalEmailEditQuery>(query, { id: id! }, useAdminQueryOptions());
  const record = nodeOfType(data.node, 'PaymentSetting');
  const [update] = useAdminMutation<PaypalEmailEditMutation>(updateMutation);
  return (
    <EditorForm
      fields={PAYPAL_FIELDS}
      initial={record}
      submitLabel="Update Paypal Email"
      successText={SUCCESS.paypalEdit}
      onSubmit={(v) => update({ id: record.id, input: asInput<UpdatePaymentSettingInput>(v) })}
    />
  );
}
