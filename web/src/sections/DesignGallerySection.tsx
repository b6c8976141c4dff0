import { graphql, useFragment } from 'react-relay/hooks';
import type { DesignGallerySection_query$key } from '../__generated__/DesignGallerySection_query.graphql';
import { ItemsSection } from './ItemsSection';
import { ContentLink } from './links';
import { imageSrc } from '../components/contentHref';
import { Picture } from '../components/Picture';
import section from './section.module.css';
import styles from './DesignGallerySection.module.css';

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
      <ul className={`${section.cardGrid} ${styles.designsGrid}`}>
        {items.map((d) => {
          const img = imageSrc(d.imageLink);
          const what = `${d.category} template for ${d.format}`;
          return (
            <li key={d.id} className={`${section.card} ${styles.designCard}`}>
              {img ? (
                <Picture className={styles.designImg} src={img} media={data?.publicMedia} sizes="(min-width: 992px) 22rem, (min-width: 576px) 50vw, 100vw" alt={what} width={400} height={300} />
              ) : (
                <span className={styles.designImg} aria-hidden="true" />
              )}
              <div className={styles.designBody}>
                <h3 className={styles.designTitle}>{d.category}</h3>
                <p className={styles.designTags}>
                  <span>{d.format}</span>
                  <span className={d.freeOrPaid === 'Free' ? styles.designFree : undefined}>{d.freeOrPaid}</span>
                </p>
                <ContentLink href={d.canvaLink} className={styles.designLink} label={`Open the ${what} in Canva`}>
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
