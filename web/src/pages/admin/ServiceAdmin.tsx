import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { CreateServiceHeadingInput, ServiceAdminHeadingMutation } from '../../__generated__/ServiceAdminHeadingMutation.graphql';
import type { CreateServiceItemInput, ServiceAdminItemMutation } from '../../__generated__/ServiceAdminItemMutation.graphql';
import type { ServiceAdminQuery } from '../../__generated__/ServiceAdminQuery.graphql';
import { AdminPage, useAdminQueryOptions } from '../../admin/AdminPage';
import { SETTINGS } from '../../admin/crumbs';
import { EditorForm } from '../../admin/EditorForm';
import { SERVICE_HEADING_FIELDS, SERVICE_ITEM_FIELDS, SUCCESS } from '../../admin/fields';
import { asInput } from '../../admin/format';
import { Singleton } from '../../admin/Singleton';
import { useAdminMutation } from '../../admin/useAdminMutation';
import { useRefetchKey } from '../../admin/useRefetchKey';

const query = graphql`
  query ServiceAdminQuery {
    serviceHeadings(first: 1) {
      edges {
        node {
          id
          serviceHeading
          servicesubHeading
        }
      }
    }
    serviceItems(first: 100) {
      totalCount
      edges {
        node {
          id
          serviceIcon
          serviceTitle
          serviceDetails
        }
      }
    }
  }
`;

const headingMutation = graphql`
  mutation ServiceAdminHeadingMutation($input: CreateServiceHeadingInput!) {
    createServiceHeading(input: $input) {
      id
      serviceHeading
      servicesubHeading
    }
  }
`;

const itemMutation = graphql`
  mutation ServiceAdminItemMutation($input: CreateServiceItemInput!) {
    createServiceItem(input: $input) {
      id
      serviceIcon
      serviceTitle
      serviceDetails
    }
  }
`;

/**
 * /edit-service: the service heading (add form, or the link to /servicetext-edit/{id}), the
 * add-service form, and the grid of services, each linking to /service-edit/{id}.
 */
export default function ServiceAdmin() {
  return (
    <AdminPage
      title="Service"
      parents={[SETTINGS]}
      actions={
        <Link to="/service" className="btn btn-outline btn-sm">
          View Services page
        </Link>
      }
    >
      <ServiceAdminScreen />
    </AdminPage>
  );
}

function ServiceAdminScreen() {
  const [fetchKey, refetch, refreshing] = useRefetchKey();
  const data = useLazyLoadQuery<ServiceAdminQuery>(query, {}, useAdminQueryOptions(fetchKey));
  const [createHeading] = useAdminMutation<ServiceAdminHeadingMutation>(headingMutation);
  const [createItem] = useAdminMutation<ServiceAdminItemMutation>(itemMutation);
  const heading = data.serviceHeadings.edges?.[0]?.node ?? null;
  const items = (data.serviceItems.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));

  return (
    <>
      <section aria-labelledby="service-heading">
        <h2 id="service-heading">Section Heading</h2>
        <Singleton
          record={heading}
          what="The service heading"
          editTo={(id) => `/servicetext-edit/${id}`}
          editLabel="Edit Service Text"
          summary={
            heading && (
              <>
                <p>
                  <strong>{heading.serviceHeading}</strong>
                </p>
                <p>{heading.servicesubHeading}</p>
              </>
            )
          }
        >
          <EditorForm
            fields={SERVICE_HEADING_FIELDS}
            submitLabel="Add Service Heading"
            successText={SUCCESS.serviceHeadingAdd}
            onSubmit={(v) => createHeading({ input: asInput<CreateServiceHeadingInput>(v) })}
            onSaved={refetch}
          />
        </Singleton>
      </section>

      <section className="admin-section">
        <EditorForm
          title="Add Service"
          fields={SERVICE_ITEM_FIELDS}
          submitLabel="Add Service"
          successText={SUCCESS.serviceItemAdd}
          onSubmit={(v) => createItem({ input: asInput<CreateServiceItemInput>(v) })}
          onSaved={refetch}
          resetOnSuccess
        />
      </section>

      <section className="admin-section" aria-labelledby="service-items" aria-busy={refreshing || undefined}>
        <h2 id="service-items">Services ({data.serviceItems.totalCount})</h2>
        {items.length === 0 ? (
          <p className="admin-muted">No services yet. Add the first one above.</p>
        ) : (
          <ul className="admin-item-grid">
            {items.map((s) => (
              <li key={s.id} className="admin-card admin-item">
                <img src={s.serviceIcon} alt="" className="admin-item-thumb" width={48} height={48} loading="lazy" />
                <h3>{s.serviceTitle}</h3>
                <p>{s.serviceDetails}</p>
                <div className="admin-item-actions">
                  <Link to={`/service-edit/${s.id}`} className="btn btn-outline btn-sm" aria-label={`Edit ${s.serviceTitle}`}>
                    Edit
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
