import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { CreateStepInput, StepsAdminCreateMutation } from '../../__generated__/StepsAdminCreateMutation.graphql';
import type { StepsAdminQuery } from '../../__generated__/StepsAdminQuery.graphql';
import { AdminPage, useAdminQueryOptions } from '../../admin/AdminPage';
import { SETTINGS } from '../../admin/crumbs';
import { EditorForm } from '../../admin/EditorForm';
import { STEP_FIELDS, SUCCESS } from '../../admin/fields';
import { asInput } from '../../admin/format';
import { useAdminMutation } from '../../admin/useAdminMutation';
import { useRefetchKey } from '../../admin/useRefetchKey';

const query = graphql`
  query StepsAdminQuery {
    steps(first: 100) {
      edges {
        node {
          id
          stepNumber
          stepTitle
          stepDetails
        }
      }
    }
  }
`;

const createMutation = graphql`
  mutation StepsAdminCreateMutation($input: CreateStepInput!) {
    createStep(input: $input) {
      id
      stepTitle
      stepDetails
      stepNumber
    }
  }
`;

/** /step-section: the add-step form and the list headed "Upcoming Events", each linking to /edit-step/{id}. */
export default function StepsAdmin() {
  return (
    <AdminPage title="Step Section" parents={[SETTINGS]}>
      <StepsAdminScreen />
    </AdminPage>
  );
}

function StepsAdminScreen() {
  const [fetchKey, refetch, refreshing] = useRefetchKey();
  const data = useLazyLoadQuery<StepsAdminQuery>(query, {}, useAdminQueryOptions(fetchKey));
  const [create] = useAdminMutation<StepsAdminCreateMutation>(createMutation);
  const steps = (data.steps.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  return (
    <div className="admin-grid-2">
      <EditorForm
        title="Add Step"
        fields={STEP_FIELDS}
        submitLabel="Add Step"
        successText={SUCCESS.stepAdd}
        onSubmit={(v) => create({ input: asInput<CreateStepInput>(v) })}
        onSaved={refetch}
        resetOnSuccess
      />
      <section aria-labelledby="steps-list" aria-busy={refreshing || undefined}>
        <h2 id="steps-list">Upcoming Events</h2>
        {steps.length === 0 ? (
          <p className="admin-muted">No steps yet.</p>
        ) : (
          <ul className="admin-item-grid admin-item-list">
            {steps.map((s) => (
              <li key={s.id} className="admin-card admin-item">
                <span className="admin-card-icon" aria-hidden="true">
                  {s.stepNumber}
                </span>
                <h3>{s.stepTitle}</h3>
                <p>{s.stepDetails}</p>
                <div className="admin-item-actions">
                  <Link to={`/edit-step/${s.id}`} className="btn btn-outline btn-sm" aria-label={`Edit ${s.stepTitle}`}>
                    Edit
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
