import { graphql, useFragment } from 'react-relay/hooks';
import type { CountersSection_query$key } from '../__generated__/CountersSection_query.graphql';
import { Skeleton } from '../components/Skeleton';
import { withPlus } from './format';
import styles from './CountersSection.module.css';

const fragment = graphql`
  fragment CountersSection_query on Query {
    counters(first: 1) {
      edges {
        node {
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

/** The four counters of the Counters record, each value with a "+" suffix ("350+"). */
export function CountersSection({ query }: { query: CountersSection_query$key | null }) {
  const data = useFragment(fragment, query);
  const c = data?.counters.edges?.[0]?.node ?? null;
  const loading = !data;
  if (!loading && !c) return null;
  const items = c
    ? [
        [c.happyClientsNumber, c.happyClientsText],
        [c.projectCompleteNumber, c.projectCompleteText],
        [c.yearofExperienceNumber, c.yearofExperienceText],
        [c.winingAwardNumber, c.winingAwardText],
      ]
    : [null, null, null, null];
  return (
    <section className={styles.counters} aria-label="Our track record" aria-busy={loading || undefined}>
      <ul className={`container ${styles.countersGrid}`}>
        {items.map((item, i) => (
          <li key={i} className={styles.counter}>
            {item ? (
              <>
                <span className={styles.counterValue}>{withPlus(item[0])}</span>
                <span className={styles.counterLabel}>{item[1]}</span>
              </>
            ) : (
              <>
                <Skeleton className={styles.counterValue} width="5.5rem" height="2.6rem" />
                <Skeleton className={styles.counterLabel} width="8rem" height="1rem" />
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
