import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link, useParams } from 'react-router';
import type { CallToActionEditMutation, UpdateCallToActionInput } from '../../__generated__/CallToActionEditMutation.graphql';
import type { CallToActionEditQuery } from '../../__generated__/CallToActionEditQuery.graphql';
import { AdminPage, nodeOfType, useAdminQueryOptions } from '../../admin/AdminPage';
import { crumb, SETTINGS } from '../../admin/crumbs';
import { EditorForm } from '../../admin/EditorForm';
import { CALL_TO_ACTION_FIELDS, SUCCESS } from '../../admin/fields';
import { asInput } from '../../admin/format';
import { useAdminMutation } from '../../admin/useAdminMutation';

const query = graphql`
  query CallToActionEditQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on CallToAction {
        id
        heading
        subHeading
        buttonText
        buttonLink
      }
    }
  }
`;

const updateMutation = graphql`
  mutation CallToActionEditMutation($id: ID!, $input: UpdateCallToActionInput!) {
    updateCallToAction(id: $id, input: $input) {
      id
      heading
      subHeading
      buttonText
      buttonLink
    }
  }
`;

/** /edit-call/{id}: the call-to-action editor, prefilled. */
export default function CallToActionEdit() {
  return (
    <AdminPage title="Edit Call To Action" parents={[SETTINGS, crumb('/update-calltoaction', 'Action')]}
      actions={
        <Link to="/service" className="btn btn-outline btn-sm">
          View Services page
        </Link>
      }>
      <CallToActionEditScreen />
    </AdminPage>
  );
}

function CallToActionEditScreen() {
  const { id } = useParams();
  const data = useLazyLoadQuery<CallToActionEditQuery>(query, { id: id! }, useAdminQueryOptions());
  const record = nodeOfType(data.node, 'CallToAction');
  const [update] = useAdminMutation<CallToActionEditMutation>(updateMutation);
  return (
    <EditorForm
      fields={CALL_TO_ACTION_FIELDS}
      initial={record}
      submitLabel="Update Call To Action"
      successText={SUCCESS.callToActionEdit}
      onSubmit={(v) => update({ id: record.id, input: asInput<UpdateCallToActionInput>(v) })}
    />
  );
}
