import { graphql, useFragment } from 'react-relay/hooks';
import type { ServicesSection_query$key } from '../__generated__/ServicesSection_query.graphql';
import { Skeleton } from '../components/Skeleton';
import { imageSrc } from '../components/contentHref';
import { Picture } from '../components/Picture';
import section from './section.module.css';
import styles from './ServicesSection.module.css';

const fragment = graphql`
  fragment ServicesSection_query on Query {
    serviceHeadings(first: 1) {
      edges {
        node {
          serviceHeading
          servicesubHeading
        }
      }
    }
    serviceItems(first: 60) {
      edges {
        node {
          id
          serviceIcon
          serviceTitle
          serviceDetails
        }
      }
    }
    publicMedia {
      ...Picture_media
    }
  }
`;

/** The service heading and the grid of service items. */
export function ServicesSection({
  query,
  headingId = 'services-title',
}: {
  query: ServicesSection_query$key | null;
  headingId?: string;
}) {
  const data = useFragment(fragment, query);
  const loading = !data;
  const heading = data?.serviceHeadings.edges?.[0]?.node ?? null;
  const items = (data?.serviceItems.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  return (
    <section className={`${section.section} ${styles.services}`} aria-labelledby={headingId} aria-busy={loading || undefined}>
      <div className="container">
        <div className={section.sectionHead}>
          <p className="eyebrow">What We Do</p>
          <h2 id={headingId}>{loading ? <Skeleton width="14rem" height="1.2em" style={{ margin: '0 auto' }} /> : heading?.serviceHeading || 'Our Services'}</h2>
          {loading ? (
            <Skeleton width="min(32rem, 100%)" height="1.15rem" style={{ margin: '0 auto' }} />
          ) : (
            heading?.servicesubHeading && <p className={section.sectionLead}>{heading.servicesubHeading}</p>
          )}
        </div>
        <ul className={`${section.cardGrid} ${styles.servicesGrid}`}>
          {loading
            ? Array.from({ length: 6 }, (_, i) => (
                <li key={i} className={styles.serviceCard}>
                  <Skeleton width="64px" height="64px" radius="1rem" />
                  <Skeleton width="60%" height="1.4rem" style={{ marginTop: '1.25rem' }} />
                  <Skeleton height="0.95rem" style={{ marginTop: '0.9rem' }} />
                  <Skeleton height="0.95rem" width="85%" style={{ marginTop: '0.5rem' }} />
                </li>
              ))
            : items.map((s) => {
                const icon = imageSrc(s.serviceIcon);
                return (
                  <li key={s.id} className={styles.serviceCard}>
                    {icon ? (
                      <Picture className={styles.serviceIcon} src={icon} media={data?.publicMedia} sizes="64px" alt="" decorative width={64} height={64} />
                    ) : (
                      <span className={styles.serviceIcon} aria-hidden="true" />
                    )}
                    <h3 className={styles.serviceTitle}>{s.serviceTitle}</h3>
                    <p className={styles.serviceDetails}>{s.serviceDetails}</p>
                  </li>
                );
              })}
        </ul>
      </div>
    </section>
  );
}
