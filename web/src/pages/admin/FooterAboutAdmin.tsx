import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { FooterAboutAdminCreateMutation, CreateFooterAboutInput } from '../../__generated__/FooterAboutAdminCreateMutation.graphql';
import type { FooterAboutAdminQuery } from '../../__generated__/FooterAboutAdminQuery.graphql';
import { AdminPage, useAdminQueryOptions } from '../../admin/AdminPage';
import { SETTINGS } from '../../admin/crumbs';
import { EditorForm } from '../../admin/EditorForm';
import { FOOTER_ABOUT_FIELDS, SUCCESS } from '../../admin/fields';
import { asInput } from '../../admin/format';
import { Singleton } from '../../admin/Singleton';
import { useAdminMutation } from '../../admin/useAdminMutation';
import { useRefetchKey } from '../../admin/useRefetchKey';

const query = graphql`
  query FooterAboutAdminQuery {
    footerAbouts(first: 1) {
      edges {
        node {
          id
          aboutFooterText
        }
      }
    }
  }
`;

const createMutation = graphql`
  mutation FooterAboutAdminCreateMutation($input: CreateFooterAboutInput!) {
    createFooterAbout(input: $input) {
      id
      aboutFooterText
      aboutFooterDetails
    }
  }
`;

/** /add-about-footer: the link to /edit-about-footer/{id} when the record exists, else the add form. */
export default function FooterAboutAdmin() {
  return (
    <AdminPage title="Footer About" parents={[SETTINGS]}>
      <FooterAboutAdminScreen />
    </AdminPage>
  );
}

function FooterAboutAdminScreen() {
  const [fetchKey, refetch] = useRefetchKey();
  const data = useLazyLoadQuery<FooterAboutAdminQuery>(query, {}, useAdminQueryOptions(fetchKey));
  const [create] = useAdminMutation<FooterAboutAdminCreateMutation>(createMutation);
  const record = data.footerAbouts.edges?.[0]?.node ?? null;
  return (
    <Singleton
      record={record}
      what="The footer About text"
      editTo={(id) => `/edit-about-footer/${id}`}
      editLabel="Edit Footer About"
      summary={record && <p>{record.aboutFooterText}</p>}
    >
      <EditorForm
        title="Add Footer About"
        fields={FOOTER_ABOUT_FIELDS}
        submitLabel="Add Footer About"
        successText={SUCCESS.footerAboutAdd}
        onSubmit={(v) => create({ input: asInput<CreateFooterAboutInput>(v) })}
        onSaved={refetch}
      />
    </Singleton>
  );
}
