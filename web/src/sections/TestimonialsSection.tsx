import { graphql, useFragment } from 'react-relay/hooks';
import type { TestimonialsSection_query$key } from '../__generated__/TestimonialsSection_query.graphql';
import { ItemsSection } from './ItemsSection';
import { Picture } from '../components/Picture';
import section from './section.module.css';
import styles from './TestimonialsSection.module.css';

const fragment = graphql`
  fragment TestimonialsSection_query on Query {
    testimonials(first: 12) {
      edges {
        node {
          id
          image
          personName
          personTitle
          desc
        }
      }
    }
    publicMedia {
      ...Picture_media
    }
  }
`;

/** "What Our Clients Say": each Testimonial's quote, with the client's photo, name and title. */
export function TestimonialsSection({ query }: { query: TestimonialsSection_query$key | null }) {
  const data = useFragment(fragment, query);
  const items = (data?.testimonials.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  if (!items.length) return null;
  return (
    <ItemsSection name="testimonials" className={styles.testimonials} eyebrow="Testimonials" heading="What Our Clients Say">
      <ul className={`${section.cardGrid} ${styles.testimonialsGrid}`}>
        {items.map((t) => {
          return (
            <li key={t.id}>
              <figure className={`${section.card} ${styles.testimonial}`}>
                <blockquote className={styles.testimonialQuote}>
                  <p>{t.desc}</p>
                </blockquote>
                <figcaption className={styles.testimonialPerson}>
                  <Picture className={styles.testimonialImg} src={t.image} media={data?.publicMedia} sizes="56px" alt={`Portrait of ${t.personName}`} width={56} height={56} />
                  <span>
                    <strong>{t.personName}</strong>
                    <span className={styles.testimonialTitle}>{t.personTitle}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </ItemsSection>
  );
}
