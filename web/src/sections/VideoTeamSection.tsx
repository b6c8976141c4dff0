import { graphql, useFragment } from 'react-relay/hooks';
import type { VideoTeamSection_query$key } from '../__generated__/VideoTeamSection_query.graphql';
import { Skeleton } from '../components/Skeleton';
import { FacebookIcon, LinkedinIcon, PlayIcon, TwitterIcon, YoutubeIcon } from '../components/icons';
import { ContentLink } from './links';
import { contentHref, imageSrc } from '../components/contentHref';
import section from './section.module.css';
import { Picture } from '../components/Picture';
import { SectionPicture } from './SectionPicture';
import styles from './VideoTeamSection.module.css';

const fragment = graphql`
  fragment VideoTeamSection_query on Query {
    videoSections(first: 1) {
      edges {
        node {
          imageLink
          videoLink
          videoSectionTitle
          videoSectionText
        }
      }
    }
    teamMembers(first: 24) {
      edges {
        node {
          id
          memberImg
          membername
          memberPosition
          facebookLink
          twitterLink
          linkedinLink
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
 * The video section (its image with a play link to videoLink: nothing is embedded from
 * another site) and the team members with their social links.
 */
export function VideoTeamSection({ query }: { query: VideoTeamSection_query$key | null }) {
  const data = useFragment(fragment, query);
  const loading = !data;
  const video = data?.videoSections.edges?.[0]?.node ?? null;
  const team = (data?.teamMembers.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  const poster = imageSrc(video?.imageLink);
  const videoTarget = contentHref(video?.videoLink);
  return (
    <section className={section.section} aria-labelledby="video-title" aria-busy={loading || undefined}>
      <div className="container">
        <div className={styles.videoBlock}>
          <div>
            <p className="eyebrow">Our Team</p>
            <h2 id="video-title">{loading ? <Skeleton height="1.2em" width="90%" /> : video?.videoSectionTitle || 'Meet Our Team'}</h2>
            {loading ? (
              <Skeleton height="1.1rem" width="80%" />
            ) : (
              video?.videoSectionText && <p className={section.sectionLead}>{video.videoSectionText}</p>
            )}
          </div>
          <div className={styles.videoMedia}>
            <SectionPicture
              loading={loading}
              className={styles.videoImg}
              src={poster}
              media={data?.publicMedia}
              sizes="(min-width: 992px) 50rem, 100vw"
              alt="Our team at work"
              width={800}
              height={450}
            />
            {videoTarget && (
              <ContentLink href={videoTarget.href} className={styles.playButton} label="Watch the video">
                <PlayIcon />
              </ContentLink>
            )}
          </div>
        </div>

        <ul className={`${section.cardGrid} ${styles.teamGrid}`} aria-label="Team members">
          {loading
            ? Array.from({ length: 3 }, (_, i) => (
                <li key={i} className={styles.teamCard}>
                  <Skeleton className={styles.teamImg} height="auto" radius="var(--radius-lg) var(--radius-lg) 0 0" />
                  <div className={styles.teamBody}>
                    <Skeleton width="60%" height="1.3rem" style={{ margin: '0 auto' }} />
                    <Skeleton width="45%" height="0.95rem" style={{ margin: '0.6rem auto 0' }} />
                  </div>
                </li>
              ))
            : team.map((m) => {
                const img = imageSrc(m.memberImg);
                const links = [
                  [m.facebookLink, 'Facebook', FacebookIcon],
                  [m.twitterLink, 'Twitter', TwitterIcon],
                  [m.linkedinLink, 'LinkedIn', LinkedinIcon],
                  [m.youtubeLink, 'YouTube', YoutubeIcon],
                ] as const;
                return (
                  <li key={m.id} className={styles.teamCard}>
                    {img ? (
                      <Picture
                        className={styles.teamImg}
                        src={img}
                        media={data?.publicMedia}
                        sizes="(min-width: 992px) 22rem, (min-width: 576px) 50vw, 100vw"
                        alt={`Portrait of ${m.membername}`}
                        width={320}
                        height={320}
                      />
                    ) : (
                      <span className={styles.teamImg} aria-hidden="true" />
                    )}
                    <div className={styles.teamBody}>
                      <h3 className={styles.teamName}>{m.membername}</h3>
                      <p className={styles.teamPosition}>{m.memberPosition}</p>
                      <ul className={styles.teamSocial}>
                        {links.map(([href, name, Icon]) =>
                          contentHref(href) ? (
                            <li key={name}>
                              <ContentLink href={href} label={`${m.membername} on ${name}`}>
                                <Icon width={18} height={18} />
                              </ContentLink>
                            </li>
                          ) : null,
                        )}
                      </ul>
                    </div>
                  </li>
                );
              })}
        </ul>
      </div>
    </section>
  );
}
