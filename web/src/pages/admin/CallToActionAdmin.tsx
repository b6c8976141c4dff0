import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { CallToActionAdminCreateMutation, CreateCallToActionInput } from '../../__generated__/CallToActionAdminCreateMutation.graphql';
import type { CallToActionAdminQuery } from '../../__generated__/CallToActionAdminQuery.graphql';
import { AdminPage, useAdminQueryOptions } from '../../admin/AdminPage';
import { SETTINGS } from '../../admin/crumbs';
import { EditorForm } from '../../admin/EditorForm';
import { CALL_TO_ACTION_FIELDS, SUCCESS } from '../../admin/fields';
import { asInput } from '../../admin/format';
import { Singleton } from '../../admin/Singleton';
import { useAdminMutation } from '../../admin/useAdminMutation';
import { useRefetchKey } from '../../admin/useRefetchKey';

const query = graphql`
  query CallToActionAdminQuery {
    callToActions(first: 1) {
      edges {
        node {
          id
          heading
        }
      }
    }
  }
`;

const createMutation = graphql`
  mutation CallToActionAdminCreateMutation($input: CreateCallToActionInput!) {
    createCallToAction(input: $input) {
      id
      heading
      subHeading
      buttonText
      buttonLink
    }
  }
`;

/** /update-calltoaction: the "Edit Call To Action" link to /edit-call/{id} when the record exists, else the add form. */
export default function CallToActionAdmin() {
  return (
    <AdminPage title="Action" parents={[SETTINGS]}>
      <CallToActionAdminScreen />
    </AdminPage>
  );
}

function CallToActionAdminScreen() {
  const [fetchKey, refetch] = useRefetchKey();
  const data = useLazyLoadQuery<CallToActionAdminQuery>(query, {}, useAdminQueryOptions(fetchKey));
  const [create] = useAdminMutation<CallToActionAdminCreateMutation>(createMutation);
  const record = data.callToActions.edges?.[0]?.node ?? null;
  return (
    <Singleton
      record={record}
      what="The call to action"
      editTo={(id) => `/edit-call/${id}`}
      editLabel="Edit Call To Action"
      summary={record && <p>{record.heading}</p>}
    >
      <EditorForm
        title="Add Call To Action"
        fields={CALL_TO_ACTION_FIELDS}
        submitLabel="Add Call To Action"
        successText={SUCCESS.callToActionAdd}
        onSubmit={(v) => create({ input: asInput<CreateCallToActionInput>(v) })}
        onSaved={refetch}
      />
    </Singleton>
  );
}
