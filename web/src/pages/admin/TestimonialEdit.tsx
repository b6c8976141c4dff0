import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useParams } from 'react-router';
import type { TestimonialEditMutation, UpdateTestimonialInput } from '../../__generated__/TestimonialEditMutation.graphql';
import type { TestimonialEditQuery } from '../../__generated__/TestimonialEditQuery.graphql';
import { AdminPage, nodeOfType, useAdminQueryOptions } from '../../admin/AdminPage';
import { crumb, SETTINGS } from '../../admin/crumbs';
import { EditorForm } from '../../admin/EditorForm';
import { TESTIMONIAL_FIELDS, SUCCESS } from '../../admin/fields';
import { asInput } from '../../admin/format';
import { useAdminMutation } from '../../admin/useAdminMutation';

const query = graphql`
  query TestimonialEditQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on Testimonial {
        id
        image
        personName
        personTitle
        desc
      }
    }
  }
`;

const updateMutation = graphql`
  mutation TestimonialEditMutation($id: ID!, $input: UpdateTestimonialInput!) {
    updateTestimonial(id: $id, input: $input) {
      id
      image
      personName
      personTitle
      desc
    }
  }
`;

/** /edit-testimonial/{id}: one testimonial's editor, prefilled. */
export default function TestimonialEdit() {
  return (
    <AdminPage title="Edit Testimonial" parents={[SETTINGS, crumb('/edit-pricing', 'Pricing')]}>
      <TestimonialEditScreen />
    </AdminPage>
  );
}

function TestimonialEditScreen() {
  const { id } = useParams();
  const data = useLazyLoadQuery<TestimonialEditQuery>(query, { id: id! }, useAdminQueryOptions());
  const record = nodeOfType(data.node, 'Testimonial');
  const [update] = useAdminMutation<TestimonialEditMutation>(updateMutation);
  return (
    <EditorForm
      fields={TESTIMONIAL_FIELDS}
      initial={record}
      submitLabel="Update Testimonial"
      successText={SUCCESS.testimonialEdit}
      onSubmit={(v) => update({ id: record.id, input: asInput<UpdateTestimonialInput>(v) })}
    />
  );
}
