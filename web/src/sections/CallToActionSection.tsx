import { graphql, useFragment } from 'react-relay/hooks';
import type { CallToActionSection_query$key } from '../__generated__/CallToActionSection_query.graphql';
import { Skeleton } from '../components/Skeleton';
import { ArrowIcon } from '../components/icons';
import { ContentLink } from './links';
import styles from './CallToActionSection.module.css';

const fragment = graphql`
  fragment CallToActionSection_query on Query {
    callToActions(first: 10) {
      edges {
        node {
          id
          heading
          subHeading
          buttonText
          buttonLink
        }
      }
    }
  }
`;

/** A call-to-action band per CallToAction record: heading, sub-heading, button to buttonLink. */
export function CallToActionSection({ query }: { query: CallToActionSection_query$key | null }) {
  const data = useFragment(fragment, query);
  if (!data) {
    return (
      <section className={styles.cta} aria-hidden="true">
        <div className={`container ${styles.ctaInner}`}>
          <div className={styles.ctaText}>
            <Skeleton width="min(26rem, 100%)" height="2rem" />
            <Skeleton width="min(34rem, 100%)" height="1.1rem" style={{ marginTop: '0.9rem' }} />
          </div>
          <Skeleton width="10rem" height="3.25rem" radius="999px" />
        </div>
      </section>
    );
  }
  const actions = (data.callToActions.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  return (
    <>
      {actions.map((a) => (
        <section key={a.id} className={styles.cta} aria-labelledby={`cta-${a.id}`}>
          <div className={`container ${styles.ctaInner}`}>
            <div className={styles.ctaText}>
              <h2 id={`cta-${a.id}`} className={styles.ctaHeading}>
                {a.heading}
              </h2>
              {a.subHeading && <p className={styles.ctaSub}>{a.subHeading}</p>}
            </div>
            <ContentLink href={a.buttonLink} className="btn btn-accent btn-lg">
              {a.buttonText} <ArrowIcon />
            </ContentLink>
          </div>
        </section>
      ))}
    </>
  );
}
