import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link, useParams } from 'react-router';
import type { VideoTextEditMutation, UpdateVideoSectionInput } from '../../__generated__/VideoTextEditMutation.graphql';
import type { VideoTextEditQuery } from '../../__generated__/VideoTextEditQuery.graphql';
import { AdminPage, nodeOfType, useAdminQueryOptions } from '../../admin/AdminPage';
import { crumb, SETTINGS } from '../../admin/crumbs';
import { EditorForm } from '../../admin/EditorForm';
import { VIDEO_SECTION_FIELDS, SUCCESS } from '../../admin/fields';
import { asInput } from '../../admin/format';
import { useAdminMutation } from '../../admin/useAdminMutation';

const query = graphql`
  query VideoTextEditQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on VideoSection {
        id
        imageLink
        videoLink
        videoSectionTitle
        videoSectionText
      }
    }
  }
`;

const updateMutation = graphql`
  mutation VideoTextEditMutation($id: ID!, $input: UpdateVideoSectionInput!) {
    updateVideoSection(id: $id, input: $input) {
      id
      imageLink
      videoLink
      videoSectionTitle
      videoSectionText
    }
  }
`;

/** /videotext-edit/{id}: the video section's title, text, image and video, prefilled. */
export default function VideoTextEdit() {
  return (
    <AdminPage title="Edit Video Text" parents={[SETTINGS, crumb('/edit-video', 'Team Members')]}
      actions={
        <Link to="/" className="btn btn-outline btn-sm">
          View Home page
        </Link>
      }>
      <VideoTextEditScreen />
    </AdminPage>
  );
}

function VideoTextEditScreen() {
  const { id } = useParams();
  const data = useLazyLoadQuery<VideoTextEditQuery>(query, { id: id! }, useAdminQueryOptions());
  const record = nodeOfType(data.node, 'VideoSection');
  const [update] = useAdminMutation<VideoTextEditMutation>(updateMutation);
  return (
    <EditorForm
      fields={VIDEO_SECTION_FIELDS}
      initial={record}
      submitLabel="Update Video Text"
      successText={SUCCESS.videoSectionEdit}
      onSubmit={(v) => update({ id: record.id, input: asInput<UpdateVideoSectionInput>(v) })}
    />
  );
}
