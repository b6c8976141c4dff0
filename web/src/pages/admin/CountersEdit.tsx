import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link, useParams } from 'react-router';
import type { CountersEditMutation, UpdateCounterInput } from '../../__generated__/CountersEditMutation.graphql';
import type { CountersEditQuery } from '../../__generated__/CountersEditQuery.graphql';
import { AdminPage, nodeOfType, useAdminQueryOptions } from '../../admin/AdminPage';
import { crumb, SETTINGS } from '../../admin/crumbs';
import { EditorForm } from '../../admin/EditorForm';
import { COUNTER_FIELDS, SUCCESS } from '../../admin/fields';
import { asInput } from '../../admin/format';
import { useAdminMutation } from '../../admin/useAdminMutation';

const query = graphql`
  query CountersEditQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on Counter {
        id
        happyClientsNumber
        happyClientsText
        projectCompleteNumber
        projectCompleteText
        yearofExperienceNumber
        yearofExperienceText
        winingAwardNumber
        winingAwardText
      }
    }
  }
`;

const updateMutation = graphql`
  mutation CountersEditMutation($id: ID!, $input: UpdateCounterInput!) {
    updateCounter(id: $id, input: $input) {
      id
      happyClientsNumber
      happyClientsText
      projectCompleteNumber
      projectCompleteText
      yearofExperienceNumber
      yearofExperienceText
      winingAwardNumber
      winingAwardText
    }
  }
`;

/** /counters/{id}: the counters editor, prefilled, eight required fields. */
export default function CountersEdit() {
  return (
    <AdminPage title="Update Counter" parents={[SETTINGS, crumb('/edit-counter', 'Counter')]}
      actions={
        <Link to="/" className="btn btn-outline btn-sm">
          View Home page
        </Link>
      }>
      <CountersEditScreen />
    </AdminPage>
  );
}

function CountersEditScreen() {
  const { id } = useParams();
  const data = useLazyLoadQuery<CountersEditQuery>(query, { id: id! }, useAdminQueryOptions());
  const record = nodeOfType(data.node, 'Counter');
  const [update] = useAdminMutation<CountersEditMutation>(updateMutation);
  return (
    <EditorForm
      columns={2}
      fields={COUNTER_FIELDS}
      initial={record}
      submitLabel="Update Counter"
      successText={SUCCESS.counterEdit}
      onSubmit={(v) => update({ id: record.id, input: asInput<UpdateCounterInput>(v) })}
    />
  );
}
