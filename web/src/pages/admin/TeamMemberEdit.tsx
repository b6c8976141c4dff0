import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link, useParams } from 'react-router';
import type { TeamMemberEditMutation, UpdateTeamMemberInput } from '../../__generated__/TeamMemberEditMutation.graphql';
import type { TeamMemberEditQuery } from '../../__generated__/TeamMemberEditQuery.graphql';
import { AdminPage, nodeOfType, useAdminQueryOptions } from '../../admin/AdminPage';
import { crumb, SETTINGS } from '../../admin/crumbs';
import { EditorForm } from '../../admin/EditorForm';
import { TEAM_MEMBER_FIELDS, SUCCESS } from '../../admin/fields';
import { asInput } from '../../admin/format';
import { useAdminMutation } from '../../admin/useAdminMutation';

const query = graphql`
  query TeamMemberEditQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on TeamMember {
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
  }
`;

const updateMutation = graphql`
  mutation TeamMemberEditMutation($id: ID!, $input: UpdateTeamMemberInput!) {
    updateTeamMember(id: $id, input: $input) {
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

/** /video/{id}: one team member's editor, prefilled. */
export default function TeamMemberEdit() {
  return (
    <AdminPage title="Edit Team Member" parents={[SETTINGS, crumb('/edit-video', 'Team Members')]}
      actions={
        <Link to="/" className="btn btn-outline btn-sm">
          View Home page
        </Link>
      }>
      <TeamMemberEditScreen />
    </AdminPage>
  );
}

function TeamMemberEditScreen() {
  const { id } = useParams();
  const data = useLazyLoadQuery<TeamMemberEditQuery>(query, { id: id! }, useAdminQueryOptions());
  const record = nodeOfType(data.node, 'TeamMember');
  const [update] = useAdminMutation<TeamMemberEditMutation>(updateMutation);
  return (
    <EditorForm
      columns={2}
      fields={TEAM_MEMBER_FIELDS}
      initial={record}
      submitLabel="Update Team Member"
      successText={SUCCESS.teamMemberEdit}
      onSubmit={(v) => update({ id: record.id, input: asInput<UpdateTeamMemberInput>(v) })}
    />
  );
}
