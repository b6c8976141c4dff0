import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { AboutAdminCreateMutation, CreateAboutInput } from '../../__generated__/AboutAdminCreateMutation.graphql';
import type { AboutAdminQuery } from '../../__generated__/AboutAdminQuery.graphql';
import { AdminPage, useAdminQueryOptions } from '../../admin/AdminPage';
import { SETTINGS } from '../../admin/crumbs';
import { EditorForm } from '../../admin/EditorForm';
import { ABOUT_FIELDS, SUCCESS } from '../../admin/fields';
import { asInput } from '../../admin/format';
import { Singleton } from '../../admin/Singleton';
import { useAdminMutation } from '../../admin/useAdminMutation';
import { useRefetchKey } from '../../admin/useRefetchKey';

const query = graphql`
  query AboutAdminQuery {
    abouts(first: 1) {
      edges {
        node {
          id
          aboutHeading
        }
      }
    }
  }
`;

const createMutation = graphql`
  mutation AboutAdminCreateMutation($input: CreateAboutInput!) {
    createAbout(input: $input) {
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

/** /edit-about: the link to /{id} (the About editor) when the About record exists, else the add form. */
export default function AboutAdmin() {
  return (
    <AdminPage title="About Us" parents={[SETTINGS]}>
      <AboutAdminScreen />
    </AdminPage>
  );
}

function AboutAdminScreen() {
  const [fetchKey, refetch] = useRefetchKey();
  const data = useLazyLoadQuery<AboutAdminQuery>(query, {}, useAdminQueryOptions(fetchKey));
  const [create] = useAdminMutation<AboutAdminCreateMutation>(createMutation);
  const record = data.abouts.edges?.[0]?.node ?? null;
  return (
    <Singleton
      record={record}
      what="The About section"
      editTo={(id) => `/${id}`}
      editLabel="Edit About"
      summary={record && <p>{record.aboutHeading}</p>}
    >
      <EditorForm
        title="Add About"
        fields={ABOUT_FIELDS}
        submitLabel="Add About"
        successText={SUCCESS.aboutAdd}
        onSubmit={(v) => create({ input: asInput<CreateAboutInput>(v) })}
        onSaved={refetch}
      />
    </Singleton>
  );
}
