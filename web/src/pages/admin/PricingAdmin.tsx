import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { PricingAdminQuery } from '../../__generated__/PricingAdminQuery.graphql';
import { AdminPage, useAdminQueryOptions } from '../../admin/AdminPage';
import { SETTINGS } from '../../admin/crumbs';
import { dollars } from '../../admin/fields';

const query = graphql`
  query PricingAdminQuery {
    pricingPackages(first: 20) {
      edges {
        node {
          id
          packageName
          packagePrice
          packageDetails
        }
      }
    }
    testimonials(first: 50) {
      edges {
        node {
          id
          personName
          personTitle
          image
        }
      }
    }
  }
`;

/** /edit-pricing: a card per package (name, price in dollars, Edit link to /package-edit/{id}); testimonials below. */
export default function PricingAdmin() {
  return (
    <AdminPage
      title="Pricing"
      parents={[SETTINGS]}
      actions={
        <Link to="/pricing" className="btn btn-outline btn-sm">
          View Pricing page
        </Link>
      }
    >
      <PricingAdminScreen />
    </AdminPage>
  );
}

function PricingAdminScreen() {
  const data = useLazyLoadQuery<PricingAdminQuery>(query, {}, useAdminQueryOptions());
  const packages = (data.pricingPackages.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  const testimonials = (data.testimonials.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  return (
    <>
      <section aria-labelledby="pricing-packages">
        <h2 id="pricing-packages">Packages</h2>
        {packages.length === 0 ? (
          <p className="admin-muted">No packages yet.</p>
        ) : (
          <ul className="admin-item-grid">
            {packages.map((p) => (
              <li key={p.id} className="admin-card admin-item" aria-labelledby={`pkg-${p.id}`}>
                <h3 id={`pkg-${p.id}`}>{p.packageName}</h3>
                <p className="admin-price">{dollars(p.packagePrice)}</p>
                <p>{p.packageDetails}</p>
                <div className="admin-item-actions">
                  <Link to={`/package-edit/${p.id}`} className="btn btn-primary btn-sm" aria-label={`Edit ${p.packageName}`}>
                    Edit
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="admin-section" aria-labelledby="pricing-testimonials">
        <h2 id="pricing-testimonials">Testimonials</h2>
        {testimonials.length === 0 ? (
          <p className="admin-muted">No testimonials yet.</p>
        ) : (
          <ul className="admin-item-grid">
            {testimonials.map((t) => (
              <li key={t.id} className="admin-card admin-item">
                <img src={t.image} alt="" className="admin-item-thumb" width={48} height={48} loading="lazy" />
                <h3>{t.personName}</h3>
                <p>{t.personTitle}</p>
                <div className="admin-item-actions">
                  <Link to={`/edit-testimonial/${t.id}`} className="btn btn-outline btn-sm" aria-label={`Edit testimonial of ${t.personName}`}>
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
