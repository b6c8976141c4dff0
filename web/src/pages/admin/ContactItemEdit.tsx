import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link, useParams } from 'react-router';
import type { ContactItemEditMutation, UpdateContactItemInput } from '../../__generated__/ContactItemEditMutation.graphql';
import type { ContactItemEditQuery } from '../../__generated__/ContactItemEditQuery.graphql';
import { AdminPage, nodeOfType, useAdminQueryOptions } from '../../admin/AdminPage';
import { crumb, SETTINGS } from '../../admin/crumbs';
import { EditorForm } from '../../admin/EditorForm';
import { CONTACT_FIELDS, SUCCESS } from '../../admin/fields';
import { asInput } from '../../admin/format';
import { useAdminMutation } from '../../admin/useAdminMutation';

const query = graphql`
  query ContactItemEditQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on ContactItem {
        id
        contactImg
        contactTitle
        contactDetails
      }
    }
  }
`;

const updateMutation = graphql`
  mutation ContactItemEditMutation($id: ID!, $input: UpdateContactItemInput!) {
    updateContactItem(id: $id, input: $input) {
      id
      contactImg
      contactTitle
      contactDetails
    }
  }
`;

/** /edit-contact-page/{id}: contactImg (placeholder "Image Url"), contactTitle, contactDetails, prefilled; button "Update Contcat Details". */
export default function ContactItemEdit() {
  return (
    <AdminPage title="Edit Contact Details" parents={[SETTINGS, crumb('/add-contact', 'Contact Page')]}
      actions={
        <Link to="/contact" className="btn btn-outline btn-sm">
          View Contact page
        </Link>
      }>
      <ContactItemEditScreen />
    </AdminPage>
  );
}

function ContactItemEditScreen() {
  const { id } = useParams();
  const data = useLazyLoadQuery<ContactItemEditQuery>(query, { id: id! }, useAdminQueryOptions());
  const record = nodeOfType(data.node, 'ContactItem');
  const [update] = useAdminMutation<ContactItemEditMutation>(updateMutation);
  return (
    <EditorForm
      fields={CONTACT_FIELDS}
      initial={record}
      submitLabel="Update Contcat Details"
      successText={SUCCESS.contactEdit}
      onSubmit={(v) => update({ id: record.id, input: asInput<UpdateContactItemInput>(v) })}
    />
  );
}
