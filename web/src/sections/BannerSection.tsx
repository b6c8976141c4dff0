import { graphql, useFragment } from 'react-relay/hooks';
import type { BannerSection_query$key } from '../__generated__/BannerSection_query.graphql';
import { Skeleton } from '../components/Skeleton';
import { ArrowIcon } from '../components/icons';
import { ContentLink } from './links';
import { contentHref, imageSrc } from '../components/contentHref';
import { SectionPicture } from './SectionPicture';
import styles from './BannerSection.module.css';

const fragment = graphql`
  fragment BannerSection_query on Query {
    banners(first: 1) {
      edges {
        node {
          bannerHeading
          bannerDetails
          bannerImage
          buttonLink
          youtubeLink
        }
      }
    }
    publicMedia {
      ...Picture_media
    }
  }
`;

/**
 * The home page's first screen: the banner's heading (the page's h1), details, the
 * "Start a Project" button to buttonLink and the banner image. `query` null: skeleton of
 * the same size.
 */
export function BannerSection({ query }: { query: BannerSection_query$key | null }) {
  const data = useFragment(fragment, query);
  const banner = data?.banners.edges?.[0]?.node ?? null;
  const loading = !data;
  const src = imageSrc(banner?.bannerImage);
  return (
    <section className={styles.banner} aria-labelledby="banner-title" aria-busy={loading || undefined}>
      <div className={`container ${styles.bannerInner}`}>
        <div>
          <p className="eyebrow">Search Engine Optimization Agency</p>
          <h1 id="banner-title" className={styles.bannerTitle}>
            {loading ? (
              <>
                <Skeleton height="1.15em" width="100%" />
                <Skeleton height="1.15em" width="80%" style={{ marginTop: '0.15em' }} />
                <span className="visually-hidden">Loading…</span>
              </>
            ) : (
              banner?.bannerHeading || 'Grow your business with search engine optimization'
            )}
          </h1>
          <div className={styles.bannerDetails}>
            {loading ? (
              <>
                <Skeleton height="1.1rem" />
                <Skeleton height="1.1rem" width="92%" style={{ marginTop: '0.55rem' }} />
                <Skeleton height="1.1rem" width="70%" style={{ marginTop: '0.55rem' }} />
              </>
            ) : (
              <p>{banner?.bannerDetails}</p>
            )}
          </div>
          <div className={`btn-row ${styles.bannerActions}`}>
            {loading ? (
              <Skeleton width="11rem" height="3.25rem" radius="999px" />
            ) : (
              <>
                <ContentLink href={banner?.buttonLink || '/contact'} className="btn btn-accent btn-lg">
                  Start a Project <ArrowIcon />
                </ContentLink>
                <ContentLink href={banner?.youtubeLink} className="btn btn-ghost btn-lg">
                  {contentHref(banner?.youtubeLink)?.kind === 'external' ? 'Watch Our Video' : 'See How We Work'}
                </ContentLink>
              </>
            )}
          </div>
        </div>
        <div className={styles.bannerMedia}>
          <SectionPicture
            loading={loading}
            className={styles.bannerImg}
            src={src}
            media={data?.publicMedia}
            sizes="(min-width: 992px) 34rem, 100vw"
            alt="Illustration: a website climbing the search results"
            width={640}
            height={480}
            priority
          />
        </div>
      </div>
    </section>
  );
}
