import { graphql, useFragment } from 'react-relay/hooks';
import type { AboutSection_query$key } from '../__generated__/AboutSection_query.graphql';
import { Skeleton } from '../components/Skeleton';
import type { ProgressReading } from './readings';
import { imageSrc } from '../components/contentHref';
import section from './section.module.css';
import { SectionPicture } from './SectionPicture';
import styles from './AboutSection.module.css';

const fragment = graphql`
  fragment AboutSection_query on Query {
    abouts(first: 1) {
      edges {
        node {
          aboutImg
          aboutHeading
          aboutText
          aboutDetails
          aboutPointone
          aboutPointwo
          aboutPointhree
        }
      }
    }
    publicMedia {
      ...Picture_media
    }
  }
`;

/**
 * About the agency: image, heading, text and the three points, each with a progress bar
 * whose percentage is the page's reading (home 95/96/95, services 85/65/79).
 */
export function AboutSection({
  query,
  progress,
  headingId = 'about-title',
}: {
  query: AboutSection_query$key | null;
  progress: ProgressReading;
  headingId?: string;
}) {
  const data = useFragment(fragment, query);
  const about = data?.abouts.edges?.[0]?.node ?? null;
  const loading = !data;
  const points = about ? [about.aboutPointone, about.aboutPointwo, about.aboutPointhree] : [null, null, null];
  const src = imageSrc(about?.aboutImg);
  return (
    <section className={section.section} aria-labelledby={headingId} aria-busy={loading || undefined}>
      <div className={`container ${styles.aboutInner}`}>
        <div className={styles.aboutMedia}>
          <SectionPicture
            loading={loading}
            className={styles.aboutImg}
            src={src}
            media={data?.publicMedia}
            sizes="(min-width: 992px) 34rem, 100vw"
            alt="Our team planning a search campaign"
            width={560}
            height={480}
          />
        </div>
        <div>
          <p className="eyebrow">{loading ? <Skeleton width="6rem" height="0.9rem" /> : about?.aboutText || 'About Us'}</p>
          <h2 id={headingId}>{loading ? <Skeleton height="1.2em" width="85%" /> : about?.aboutHeading || 'About Us'}</h2>
          {loading ? (
            <div className={styles.aboutDetails}>
              <Skeleton height="1rem" />
              <Skeleton height="1rem" width="95%" style={{ marginTop: '0.55rem' }} />
              <Skeleton height="1rem" width="60%" style={{ marginTop: '0.55rem' }} />
            </div>
          ) : (
            <p className={styles.aboutDetails}>{about?.aboutDetails}</p>
          )}
          <ul className={styles.progressList}>
            {points.map((label, i) => (
              <li key={i}>
                <div className={styles.progressHead}>
                  <span>{loading ? <Skeleton width="9rem" height="1rem" /> : label}</span>
                  <span className={styles.progressValue}>{progress[i]}%</span>
                </div>
                <progress className={styles.progressTrack} max={100} value={progress[i]} aria-hidden="true" />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
