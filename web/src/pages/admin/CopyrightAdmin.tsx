import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { CopyrightAdminCreateMutation, CreateCopyrightInput } from '../../__generated__/CopyrightAdminCreateMutation.graphql';
import type { CopyrightAdminQuery } from '../../__generated__/CopyrightAdminQuery.graphql';
import { AdminPage, useAdminQueryOptions } from '../../admin/AdminPage';
import { SETTINGS } from '../../admin/crumbs';
import { EditorForm } from '../../admin/EditorForm';
import { COPYRIGHT_FIELDS, SUCCESS } from '../../admin/fields';
import { asInput } from '../../admin/format';
import { Singleton } from '../../admin/Singleton';
import { useAdminMutation } from '../../admin/useAdminMutation';
import { useRefetchKey } from '../../admin/useRefetchKey';

const query = graphql`
  query CopyrightAdminQuery {
    copyrights(first: 1) {
      edges {
        node {
          id
          copyrightText
        }
      }
    }
  }
`;

const createMutation = graphql`
  mutation CopyrightAdminCreateMutation($input: CreateCopyrightInput!) {
    createCopyright(input: $input) {
      id
      copyrightText
    }
  }
`;

/** /add-copyright: the button "Please Edit About Footer" to /edit-copyright/{id} when the record exists, else the form with copyrightText. */
export default function CopyrightAdmin() {
  return (
    <AdminPage title="Footer CopyRight" parents={[SETTINGS]}>
      <CopyrightAdminScreen />
    </AdminPage>
  );
}

function CopyrightAdminScreen() {
  const [fetchKey, refetch] = useRefetchKey();
  const data = useLazyLoadQuery<CopyrightAdminQuery>(query, {}, useAdminQueryOptions(fetchKey));
  const [create] = useAdminMutation<CopyrightAdminCreateMutation>(createMutation);
  const record = data.copyrights.edges?.[0]?.node ?? null;
  return (
    <Singleton
      record={record}
      what="The copyright text"
      editTo={(id) => `/edit-copyright/${id}`}
      editLabel="Please Edit About Footer"
      summary={record && <p>{record.copyrightText}</p>}
    >
      <EditorForm
        title="Add Copyright"
        fields={COPYRIGHT_FIELDS}
        submitLabel="Add Copyright"
        successText={SUCCESS.copyrightAdd}
        onSubmit={(v) => create({ input: asInput<CreateCopyrightInput>(v) })}
        onSaved={refetch}
      />
    </Singleton>
  );
}
