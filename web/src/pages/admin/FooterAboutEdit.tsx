import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useParams } from 'react-router';
import type { FooterAboutEditMutation, UpdateFooterAboutInput } from '../../__generated__/FooterAboutEditMutation.graphql';
import type { FooterAboutEditQuery } from '../../__generated__/FooterAboutEditQuery.graphql';
import { AdminPage, nodeOfType, useAdminQueryOptions } from '../../admin/AdminPage';
import { crumb, SETTINGS } from '../../admin/crumbs';
import { EditorForm } from '../../admin/EditorForm';
import { FOOTER_ABOUT_FIELDS, SUCCESS } from '../../admin/fields';
import { asInput } from '../../admin/format';
import { useAdminMutation } from '../../admin/useAdminMutation';

const query = graphql`
  query FooterAboutEditQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on FooterAbout {
        id
        aboutFooterText
        aboutFooterDetails
      }
    }
  }
`;

const updateMutation = graphql`
  mutation FooterAboutEditMutation($id: ID!, $input: UpdateFooterAboutInput!) {
    updateFooterAbout(id: $id, input: $input) {
      id
      aboutFooterText
      aboutFooterDetails
    }
  }
`;

/** /edit-about-footer/{id}: the footer About editor, prefilled. */
export default function FooterAboutEdit() {
  return (
    <AdminPage title="Edit Footer About" parents={[SETTINGS, crumb('/add-about-footer', 'Footer About')]}>
      <FooterAboutEditScreen />
    </AdminPage>
  );
}

function FooterAboutEditScreen() {
  const { id } = useParams();
  const data = useLazyLoadQuery<FooterAboutEditQuery>(query, { id: id! }, useAdminQueryOptions());
  const record = nodeOfType(data.node, 'FooterAbout');
  const [update] = useAdminMutation<FooterAboutEditMutation>(updateMutation);
  return (
    <EditorForm
      fields={FOOTER_ABOUT_FIELDS}
      initial={record}
      submitLabel="Update Footer About"
      successText={SUCCESS.footerAboutEdit}
      onSubmit={(v) => update({ id: record.id, input: asInput<UpdateFooterAboutInput>(v) })}
    />
  );
}
