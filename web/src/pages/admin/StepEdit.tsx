import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useParams } from 'react-router';
import type { StepEditMutation, UpdateStepInput } from '../../__generated__/StepEditMutation.graphql';
import type { StepEditQuery } from '../../__generated__/StepEditQuery.graphql';
import { AdminPage, nodeOfType, useAdminQueryOptions } from '../../admin/AdminPage';
import { crumb, SETTINGS } from '../../admin/crumbs';
import { EditorForm } from '../../admin/EditorForm';
import { STEP_FIELDS, SUCCESS } from '../../admin/fields';
import { asInput } from '../../admin/format';
import { useAdminMutation } from '../../admin/useAdminMutation';

const query = graphql`
  query StepEditQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on Step {
        id
        stepTitle
        stepDetails
        stepNumber
      }
    }
  }
`;

const updateMutation = graphql`
  mutation StepEditMutation($id: ID!, $input: UpdateStepInput!) {
    updateStep(id: $id, input: $input) {
      id
      stepTitle
      stepDetails
      stepNumber
    }
  }
`;

/** /edit-step/{id}: one step's editor, prefilled. */
export default function StepEdit() {
  return (
    <AdminPage title="Edit Step" parents={[SETTINGS, crumb('/step-section', 'Step Section')]}>
      <StepEditScreen />
    </AdminPage>
  );
}

function StepEditScreen() {
  const { id } = useParams();
  const data = useLazyLoadQuery<StepEditQuery>(query, { id: id! }, useAdminQueryOptions());
  const record = nodeOfType(data.node, 'Step');
  const [update] = useAdminMutation<StepEditMutation>(updateMutation);
  return (
    <EditorForm
      fields={STEP_FIELDS}
      initial={record}
      submitLabel="Update Step"
      successText={SUCCESS.stepEdit}
      onSubmit={(v) => update({ id: record.id, input: asInput<UpdateStepInput>(v) })}
    />
  );
}
