import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useParams } from 'react-router';
import type { FooterSocialEditMutation, UpdateFooterSocialInput } from '../../__generated__/FooterSocialEditMutation.graphql';
import type { FooterSocialEditQuery } from '../../__generated__/FooterSocialEditQuery.graphql';
import { AdminPage, nodeOfType, useAdminQueryOptions } from '../../admin/AdminPage';
import { crumb, SETTINGS } from '../../admin/crumbs';
import { EditorForm } from '../../admin/EditorForm';
import { FOOTER_SOCIAL_FIELDS, SUCCESS } from '../../admin/fields';
import { asInput } from '../../admin/format';
import { useAdminMutation } from '../../admin/useAdminMutation';

const query = graphql`
  query FooterSocialEditQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on FooterSocial {
        id
        fblink
        inslink
      }
    }
  }
`;

const updateMutation = graphql`
  mutation FooterSocialEditMutation($id: ID!, $input: UpdateFooterSocialInput!) {
    updateFooterSocial(id: $id, input: $input) {
      id
      fblink
      inslink
    }
  }
`;

/** /edit-social-footer/{id}: the footer social links editor, prefilled. */
export default function FooterSocialEdit() {
  return (
    <AdminPage title="Edit Footer Social" parents={[SETTINGS, crumb('/add-social-footer', 'Footer Social')]}>
      <FooterSocialEditScreen />
    </AdminPage>
  );
}

function FooterSocialEditScreen() {
  const { id } = useParams();
  const data = useLazyLoadQuery<FooterSocialEditQuery>(query, { id: id! }, useAdminQueryOptions());
  const record = nodeOfType(data.node, 'FooterSocial');
  const [update] = useAdminMutation<FooterSocialEditMutation>(updateMutation);
  return (
    <EditorForm
      fields={FOOTER_SOCIAL_FIELDS}
      initial={record}
      submitLabel="Update Social Links"
      successText={SUCCESS.footerSocialEdit}
      onSubmit={(v) => update({ id: record.id, input: asInput<UpdateFooterSocialInput>(v) })}
    />
  );
}
