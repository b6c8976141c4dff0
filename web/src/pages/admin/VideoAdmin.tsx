import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { CreateTeamMemberInput, VideoAdminMemberMutation } from '../../__generated__/VideoAdminMemberMutation.graphql';
import type { VideoAdminQuery } from '../../__generated__/VideoAdminQuery.graphql';
import type { CreateVideoSectionInput, VideoAdminSectionMutation } from '../../__generated__/VideoAdminSectionMutation.graphql';
import { AdminPage, useAdminQueryOptions } from '../../admin/AdminPage';
import { SETTINGS } from '../../admin/crumbs';
import { EditorForm } from '../../admin/EditorForm';
import { SUCCESS, TEAM_MEMBER_FIELDS, VIDEO_SECTION_FIELDS } from '../../admin/fields';
import { asInput } from '../../admin/format';
import { Singleton } from '../../admin/Singleton';
import { useAdminMutation } from '../../admin/useAdminMutation';
import { useRefetchKey } from '../../admin/useRefetchKey';

const query = graphql`
  query VideoAdminQuery {
    videoSections(first: 1) {
      edges {
        node {
          id
          videoSectionTitle
          videoSectionText
        }
      }
    }
    teamMembers(first: 100) {
      edges {
        node {
          id
          membername
          memberPosition
          memberImg
        }
      }
    }
  }
`;

const sectionMutation = graphql`
  mutation VideoAdminSectionMutation($input: CreateVideoSectionInput!) {
    createVideoSection(input: $input) {
      id
      imageLink
      videoLink
      videoSectionTitle
      videoSectionText
    }
  }
`;

const memberMutation = graphql`
  mutation VideoAdminMemberMutation($input: CreateTeamMemberInput!) {
    createTeamMember(input: $input) {
      id
      facebookLink
      twitterLink
      linkedinLink
      youtubeLink
      memberImg
      membername
      memberPosition
    }
  }
`;

/**
 * /edit-video: the video section (add form, or the link to /videotext-edit/{id}), the team
 * members, each linking to /video/{id}, and the form that adds a member.
 */
export default function VideoAdmin() {
  return (
    <AdminPage title="Team Members" parents={[SETTINGS]}>
      <VideoAdminScreen />
    </AdminPage>
  );
}

function VideoAdminScreen() {
  const [fetchKey, refetch, refreshing] = useRefetchKey();
  const data = useLazyLoadQuery<VideoAdminQuery>(query, {}, useAdminQueryOptions(fetchKey));
  const [createSection] = useAdminMutation<VideoAdminSectionMutation>(sectionMutation);
  const [createMember] = useAdminMutation<VideoAdminMemberMutation>(memberMutation);
  const section = data.videoSections.edges?.[0]?.node ?? null;
  const members = (data.teamMembers.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));

  return (
    <>
      <section aria-labelledby="video-section">
        <h2 id="video-section">Video Section</h2>
        <Singleton
          record={section}
          what="The video section"
          editTo={(id) => `/videotext-edit/${id}`}
          editLabel="Edit Video Text"
          summary={
            section && (
              <>
                <p>
                  <strong>{section.videoSectionTitle}</strong>
                </p>
                <p>{section.videoSectionText}</p>
              </>
            )
          }
        >
          <EditorForm
            fields={VIDEO_SECTION_FIELDS}
            submitLabel="Add Video Section"
            successText={SUCCESS.videoSectionAdd}
            onSubmit={(v) => createSection({ input: asInput<CreateVideoSectionInput>(v) })}
            onSaved={refetch}
          />
        </Singleton>
      </section>

      <section className="admin-section" aria-labelledby="team-members" aria-busy={refreshing || undefined}>
        <h2 id="team-members">Team Members</h2>
        {members.length === 0 ? (
          <p className="admin-muted">No team members yet.</p>
        ) : (
          <ul className="admin-item-grid">
            {members.map((m) => (
              <li key={m.id} className="admin-card admin-item">
                <img src={m.memberImg} alt="" className="admin-item-thumb" width={48} height={48} loading="lazy" />
                <h3>{m.membername}</h3>
                <p>{m.memberPosition}</p>
                <div className="admin-item-actions">
                  <Link to={`/video/${m.id}`} className="btn btn-outline btn-sm" aria-label={`Edit ${m.membername}`}>
                    Edit
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="admin-section">
        <EditorForm
          title="Add Team Member"
          columns={2}
          fields={TEAM_MEMBER_FIELDS}
          submitLabel="Add Team Member"
          successText={SUCCESS.teamMemberAdd}
          onSubmit={(v) => createMember({ input: asInput<CreateTeamMemberInput>(v) })}
          onSaved={refetch}
          resetOnSuccess
        />
      </section>
    </>
  );
}
