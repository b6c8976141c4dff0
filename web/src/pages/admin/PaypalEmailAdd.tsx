import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { PaypalEmailAddCreateMutation, CreatePaymentSettingInput } from '../../__generated__/PaypalEmailAddCreateMutation.graphql';
import type { PaypalEmailAddQuery } from '../../__generated__/PaypalEmailAddQuery.graphql';
import { AdminPage, useAdminQueryOptions } from '../../admin/AdminPage';
import { EditorForm } from '../../admin/EditorForm';
import { PAYPAL_FIELDS, SUCCESS } from '../../admin/fields';
import { asInput } from '../../admin/format';
import { Singleton } from '../../admin/Singleton';
import { useAdminMutation } from '../../admin/useAdminMutation';
import { useRefetchKey } from '../../admin/useRefetchKey';

const query = graphql`
  query PaypalEmailAddQuery {
    paymentSettings(first: 1) {
      edges {
        node {
          id
          paypalEmail
        }
      }
    }
  }
`;

const createMutation = graphql`
  mutation PaypalEmailAddCreateMutation($input: CreatePaymentSettingInput!) {
    createPaymentSetting(input: $input) {
      id
      paypalEmail
    }
  }
`;

/** /add-paypal-Email: the form for the PayPal e-mail that receives payments (or the link to its editor once it is set). */
export default function PaypalEmailAdd() {
  return (
    <AdminPage title="Add Payment Email" >
      <PaypalEmailAddScreen />
    </AdminPage>
  );
}

function PaypalEmailAddScreen() {
  const [fetchKey, refetch] = useRefetchKey();
  const data = useLazyLoadQuery<PaypalEmailAddQuery>(query, {}, useAdminQueryOptions(fetchKey));
  const [create] = useAdminMutation<PaypalEmailAddCreateMutation>(createMutation);
  const record = data.paymentSettings.edges?.[0]?.node ?? null;
  return (
    <Singleton
      record={record}
      what="The PayPal e-mail"
      editTo={(id) => `/paypal-email/${id}`}
      editLabel="Edit Paypal Email"
      summary={record && <p>{record.paypalEmail}</p>}
    >
      <EditorForm
        title="Add Paypal Email"
        fields={PAYPAL_FIELDS}
        submitLabel="Add Paypal Email"
        successText={SUCCESS.paypalAdd}
        onSubmit={(v) => create({ input: asInput<CreatePaymentSettingInput>(v) })}
        onSaved={refetch}
      />
    </Singleton>
  );
}
