import { graphql, useFragment } from 'react-relay/hooks';
import type { VideoTeamSection_query$key } from '../__generated__/VideoTeamSection_query.graphql';
import { Skeleton } from '../components/Skeleton';
import { FacebookIcon, LinkedinIcon, PlayIcon, TwitterIcon, YoutubeIcon } from './icons';
import { ContentLink } from './links';
import { contentHref, imageSrc } from '../components/contentHref';
import { Picture } from '../components/Picture';

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
    <section className="section video-team" aria-labelledby="video-title" aria-busy={loading || undefined}>
      <div className="container">
        <div className="video-block">
          <div className="video-text">
            <p className="eyebrow">Our Team</p>
            <h2 id="video-title">{loading ? <Skeleton height="1.2em" width="90%" /> : video?.videoSectionTitle || 'Meet Our Team'}</h2>
            {loading ? (
              <Skeleton height="1.1rem" width="80%" />
            ) : (
              video?.videoSectionText && <p className="section-lead">{video.videoSectionText}</p>
            )}
          </div>
          <div className="video-media">
            {loading || !poster ? (
              <Skeleton className="video-img" height="auto" radius="var(--radius-lg)" />
            ) : (
              <Picture
                className="video-img"
                src={poster}
                media={data?.publicMedia}
                sizes="(min-width: 992px) 50rem, 100vw"
                alt="Our team at work"
                width={800}
                height={450}
              />
            )}
            {videoTarget && (
              <ContentLink href={videoTarget.href} className="play-button" label="Watch the video">
                <PlayIcon />
              </ContentLink>
            )}
          </div>
        </div>

        <ul className="card-grid team-grid" aria-label="Team members">
          {loading
            ? Array.from({ length: 3 }, (_, i) => (
                <li key={i} className="team-card">
                  <Skeleton className="team-img" height="auto" radius="var(--radius-lg) var(--radius-lg) 0 0" />
                  <div className="team-body">
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
                  <li key={m.id} className="team-card">
                    {img ? (
                      <Picture
                        className="team-img"
                        src={img}
                        media={data?.publicMedia}
                        sizes="(min-width: 992px) 22rem, (min-width: 576px) 50vw, 100vw"
                        alt={`Portrait of ${m.membername}`}
                        width={320}
                        height={320}
                      />
                    ) : (
                      <span className="team-img" aria-hidden="true" />
                    )}
                    <div className="team-body">
                      <h3 className="team-name">{m.membername}</h3>
                      <p className="team-position">{m.memberPosition}</p>
                      <ul className="team-social">
                        {links.map(([href, name, Icon]) =>
                          contentHref(href) ? (
                            <li key={name}>
                              <ContentLink href={href} label={`${m.membername} on ${name}`}>
                                <Icon />
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
