import { graphql, useFragment } from 'react-relay/hooks';
import type { StepsSection_query$key } from '../__generated__/StepsSection_query.graphql';
import { ItemsSection } from './ItemsSection';
import section from './section.module.css';
import styles from './StepsSection.module.css';

const fragment = graphql`
  fragment StepsSection_query on Query {
    steps(first: 12) {
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

/** "How We Work": the Step records in their order, each with its number. */
export function StepsSection({ query }: { query: StepsSection_query$key | null }) {
  const data = useFragment(fragment, query);
  const steps = (data?.steps.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  if (!steps.length) return null;
  return (
    <ItemsSection name="steps" eyebrow="Our Process" heading="How We Work">
      <ol className={`${section.cardGrid} ${styles.stepsGrid}`}>
        {steps.map((s) => (
          <li key={s.id} className={`${section.card} ${styles.stepCard}`}>
            <span className={styles.stepNumber}>{s.stepNumber}</span>
            <h3 className={styles.stepTitle}>{s.stepTitle}</h3>
            <p className={styles.stepDetails}>{s.stepDetails}</p>
          </li>
        ))}
      </ol>
    </ItemsSection>
  );
}
