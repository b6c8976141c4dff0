import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link, useParams } from 'react-router';
import type { AboutEditMutation, UpdateAboutInput } from '../../__generated__/AboutEditMutation.graphql';
import type { AboutEditQuery } from '../../__generated__/AboutEditQuery.graphql';
import { AdminPage, nodeOfType, useAdminQueryOptions } from '../../admin/AdminPage';
import { crumb, SETTINGS } from '../../admin/crumbs';
import { EditorForm } from '../../admin/EditorForm';
import { ABOUT_FIELDS, SUCCESS } from '../../admin/fields';
import { asInput } from '../../admin/format';
import { useAdminMutation } from '../../admin/useAdminMutation';

const query = graphql`
  query AboutEditQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on About {
        id
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
`;

const updateMutation = graphql`
  mutation AboutEditMutation($id: ID!, $input: UpdateAboutInput!) {
    updateAbout(id: $id, input: $input) {
      id
      aboutImg
      aboutHeading
      aboutText
      aboutDetails
      aboutPointone
      aboutPointwo
      aboutPointhree
    }
  }
`;

/** /{id} (AboutAlias): the About editor. Only the About record's id is a page here; any other id is a 404. */
export default function AboutEdit() {
  return (
    <AdminPage title="Edit About" parents={[SETTINGS, crumb('/edit-about', 'About Us')]}
      actions={
        <Link to="/" className="btn btn-outline btn-sm">
          View Home page
        </Link>
      }>
      <AboutEditScreen />
    </AdminPage>
  );
}

function AboutEditScreen() {
  const { id } = useParams();
  const data = useLazyLoadQuery<AboutEditQuery>(query, { id: id! }, useAdminQueryOptions());
  const record = nodeOfType(data.node, 'About');
  const [update] = useAdminMutation<AboutEditMutation>(updateMutation);
  return (
    <EditorForm
      fields={ABOUT_FIELDS}
      initial={record}
      submitLabel="Update About"
      successText={SUCCESS.aboutEdit}
      onSubmit={(v) => update({ id: record.id, input: asInput<UpdateAboutInput>(v) })}
    />
  );
}
