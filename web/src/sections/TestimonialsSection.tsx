import { graphql, useFragment } from 'react-relay/hooks';
import type { TestimonialsSection_query$key } from '../__generated__/TestimonialsSection_query.graphql';
import { ItemsSection } from './ItemsSection';
import { Picture } from '../components/Picture';

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
    <ItemsSection name="testimonials" eyebrow="Testimonials" heading="What Our Clients Say">
      <ul className="card-grid testimonials-grid">
        {items.map((t) => {
          return (
            <li key={t.id}>
              <figure className="testimonial">
                <blockquote className="testimonial-quote">
                  <p>{t.desc}</p>
                </blockquote>
                <figcaption className="testimonial-person">
                  <Picture className="testimonial-img" src={t.image} media={data?.publicMedia} sizes="56px" alt={`Portrait of ${t.personName}`} width={56} height={56} />
                  <span>
                    <strong>{t.personName}</strong>
                    <span className="testimonial-title">{t.personTitle}</span>
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
