import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { ContactAdminCreateMutation, CreateContactItemInput } from '../../__generated__/ContactAdminCreateMutation.graphql';
import type { ContactAdminQuery } from '../../__generated__/ContactAdminQuery.graphql';
import { AdminPage, useAdminQueryOptions } from '../../admin/AdminPage';
import { SETTINGS } from '../../admin/crumbs';
import { EditorForm } from '../../admin/EditorForm';
import { CONTACT_FIELDS, SUCCESS } from '../../admin/fields';
import { asInput } from '../../admin/format';
import { useAdminMutation } from '../../admin/useAdminMutation';
import { useRefetchKey } from '../../admin/useRefetchKey';

const query = graphql`
  query ContactAdminQuery {
    contactItems(first: 100) {
      edges {
        node {
          id
          contactImg
          contactTitle
          contactDetails
        }
      }
    }
  }
`;

const createMutation = graphql`
  mutation ContactAdminCreateMutation($input: CreateContactItemInput!) {
    createContactItem(input: $input) {
      id
      contactImg
      contactTitle
      contactDetails
    }
  }
`;

/** /add-contact: the add form and the contact blocks, each linking to /edit-contact-page/{id}. */
export default function ContactAdmin() {
  return (
    <AdminPage
      title="Contact Page"
      parents={[SETTINGS]}
      actions={
        <Link to="/contact" className="btn btn-outline btn-sm">
          View Contact page
        </Link>
      }
    >
      <ContactAdminScreen />
    </AdminPage>
  );
}

function ContactAdminScreen() {
  const [fetchKey, refetch, refreshing] = useRefetchKey();
  const data = useLazyLoadQuery<ContactAdminQuery>(query, {}, useAdminQueryOptions(fetchKey));
  const [create] = useAdminMutation<ContactAdminCreateMutation>(createMutation);
  const items = (data.contactItems.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  return (
    <div className="admin-grid-2">
      <EditorForm
        title="Add Contact Details"
        fields={CONTACT_FIELDS}
        submitLabel="Add Contact Details"
        successText={SUCCESS.contactAdd}
        onSubmit={(v) => create({ input: asInput<CreateContactItemInput>(v) })}
        onSaved={refetch}
        resetOnSuccess
      />
      <section aria-labelledby="contact-items" aria-busy={refreshing || undefined}>
        <h2 id="contact-items">Contact Blocks</h2>
        {items.length === 0 ? (
          <p className="admin-muted">No contact details yet.</p>
        ) : (
          <ul className="admin-item-grid admin-item-list">
            {items.map((c) => (
              <li key={c.id} className="admin-card admin-item">
                <img src={c.contactImg} alt="" className="admin-item-thumb" width={48} height={48} loading="lazy" />
                <h3>{c.contactTitle}</h3>
                <p>{c.contactDetails}</p>
                <div className="admin-item-actions">
                  <Link to={`/edit-contact-page/${c.id}`} className="btn btn-outline btn-sm" aria-label={`Edit ${c.contactTitle}`}>
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
