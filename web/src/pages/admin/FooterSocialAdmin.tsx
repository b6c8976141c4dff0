import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { FooterSocialAdminCreateMutation, CreateFooterSocialInput } from '../../__generated__/FooterSocialAdminCreateMutation.graphql';
import type { FooterSocialAdminQuery } from '../../__generated__/FooterSocialAdminQuery.graphql';
import { AdminPage, useAdminQueryOptions } from '../../admin/AdminPage';
import { SETTINGS } from '../../admin/crumbs';
import { EditorForm } from '../../admin/EditorForm';
import { FOOTER_SOCIAL_FIELDS, SUCCESS } from '../../admin/fields';
import { asInput } from '../../admin/format';
import { Singleton } from '../../admin/Singleton';
import { useAdminMutation } from '../../admin/useAdminMutation';
import { useRefetchKey } from '../../admin/useRefetchKey';

const query = graphql`
  query FooterSocialAdminQuery {
    footerSocials(first: 1) {
      edges {
        node {
          id
          fblink
          inslink
        }
      }
    }
  }
`;

const createMutation = graphql`
  mutation FooterSocialAdminCreateMutation($input: CreateFooterSocialInput!) {
    createFooterSocial(input: $input) {
      id
      fblink
      inslink
    }
  }
`;

/** /add-social-footer: the link to /edit-social-footer/{id} when the record exists, else the add form. */
export default function FooterSocialAdmin() {
  return (
    <AdminPage title="Footer Social" parents={[SETTINGS]}>
      <FooterSocialAdminScreen />
    </AdminPage>
  );
}

function FooterSocialAdminScreen() {
  const [fetchKey, refetch] = useRefetchKey();
  const data = useLazyLoadQuery<FooterSocialAdminQuery>(query, {}, useAdminQueryOptions(fetchKey));
  const [create] = useAdminMutation<FooterSocialAdminCreateMutation>(createMutation);
  const record = data.footerSocials.edges?.[0]?.node ?? null;
  return (
    <Singleton
      record={record}
      what="The footer social links"
      editTo={(id) => `/edit-social-footer/${id}`}
      editLabel="Edit Footer Social"
      summary={record && (
          <p>
            {record.fblink}
            <br />
            {record.inslink}
          </p>
        )}
    >
      <EditorForm
        title="Add Footer Social"
        fields={FOOTER_SOCIAL_FIELDS}
        submitLabel="Add Social Links"
        successText={SUCCESS.footerSocialAdd}
        onSubmit={(v) => create({ input: asInput<CreateFooterSocialInput>(v) })}
        onSaved={refetch}
      />
    </Singleton>
  );
}
