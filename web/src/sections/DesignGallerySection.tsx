import { graphql, useFragment } from 'react-relay/hooks';
import type { DesignGallerySection_query$key } from '../__generated__/DesignGallerySection_query.graphql';
import { ItemsSection } from './ItemsSection';
import { ContentLink } from './links';
import { imageSrc } from '../components/contentHref';
import { Picture } from '../components/Picture';

const fragment = graphql`
  fragment DesignGallerySection_query on Query {
    designItems(first: 24) {
      edges {
        node {
          id
          format
          category
          freeOrPaid
          imageLink
          canvaLink
        }
      }
    }
    publicMedia {
      ...Picture_media
    }
  }
`;

/** The design templates (DesignItem records): picture, category, format, Free or Paid, a link to open it in Canva. */
export function DesignGallerySection({ query }: { query: DesignGallerySection_query$key | null }) {
  const data = useFragment(fragment, query);
  const items = (data?.designItems.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  if (!items.length) return null;
  return (
    <ItemsSection name="designs" eyebrow="Design Templates" heading="Ready-Made Designs">
      <ul className="card-grid designs-grid">
        {items.map((d) => {
          const img = imageSrc(d.imageLink);
          const what = `${d.category} template for ${d.format}`;
          return (
            <li key={d.id} className="design-card">
              {img ? (
                <Picture className="design-img" src={img} media={data?.publicMedia} sizes="(min-width: 992px) 22rem, (min-width: 576px) 50vw, 100vw" alt={what} width={400} height={300} />
              ) : (
                <span className="design-img" aria-hidden="true" />
              )}
              <div className="design-body">
                <h3 className="design-title">{d.category}</h3>
                <p className="design-tags">
                  <span>{d.format}</span>
                  <span className={d.freeOrPaid === 'Free' ? 'design-free' : undefined}>{d.freeOrPaid}</span>
                </p>
                <ContentLink href={d.canvaLink} className="design-link" label={`Open the ${what} in Canva`}>
                  Open in Canva
                </ContentLink>
              </div>
            </li>
          );
        })}
      </ul>
    </ItemsSection>
  );
}
