import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { CountersAdminCreateMutation, CreateCounterInput } from '../../__generated__/CountersAdminCreateMutation.graphql';
import type { CountersAdminQuery } from '../../__generated__/CountersAdminQuery.graphql';
import { AdminPage, useAdminQueryOptions } from '../../admin/AdminPage';
import { SETTINGS } from '../../admin/crumbs';
import { EditorForm } from '../../admin/EditorForm';
import { COUNTER_FIELDS, SUCCESS } from '../../admin/fields';
import { asInput } from '../../admin/format';
import { Singleton } from '../../admin/Singleton';
import { useAdminMutation } from '../../admin/useAdminMutation';
import { useRefetchKey } from '../../admin/useRefetchKey';

const query = graphql`
  query CountersAdminQuery {
    counters(first: 1) {
      edges {
        node {
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
  }
`;

const createMutation = graphql`
  mutation CountersAdminCreateMutation($input: CreateCounterInput!) {
    createCounter(input: $input) {
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

/** /edit-counter: the "Update Counter" link to /counters/{id} when the counters exist, else the add form (eight required fields). */
export default function CountersAdmin() {
  return (
    <AdminPage title="Counter" parents={[SETTINGS]}>
      <CountersAdminScreen />
    </AdminPage>
  );
}

function CountersAdminScreen() {
  const [fetchKey, refetch] = useRefetchKey();
  const data = useLazyLoadQuery<CountersAdminQuery>(query, {}, useAdminQueryOptions(fetchKey));
  const [create] = useAdminMutation<CountersAdminCreateMutation>(createMutation);
  const record = data.counters.edges?.[0]?.node ?? null;
  return (
    <Singleton
      record={record}
      what="The counters record"
      editTo={(id) => `/counters/${id}`}
      editLabel="Update Counter"
      summary={record && (
          <ul className="admin-counter-summary">
            <li>
              {record.happyClientsNumber}+ {record.happyClientsText}
            </li>
            <li>
              {record.projectCompleteNumber}+ {record.projectCompleteText}
            </li>
            <li>
              {record.yearofExperienceNumber}+ {record.yearofExperienceText}
            </li>
            <li>
              {record.winingAwardNumber}+ {record.winingAwardText}
            </li>
          </ul>
        )}
    >
      <EditorForm
        columns={2}
        title="Add Counters"
        fields={COUNTER_FIELDS}
        submitLabel="Add Counter"
        successText={SUCCESS.counterAdd}
        onSubmit={(v) => create({ input: asInput<CreateCounterInput>(v) })}
        onSaved={refetch}
      />
    </Singleton>
  );
}
