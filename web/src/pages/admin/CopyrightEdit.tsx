import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useParams } from 'react-router';
import type { CopyrightEditMutation, UpdateCopyrightInput } from '../../__generated__/CopyrightEditMutation.graphql';
import type { CopyrightEditQuery } from '../../__generated__/CopyrightEditQuery.graphql';
import { AdminPage, nodeOfType, useAdminQueryOptions } from '../../admin/AdminPage';
import { crumb, SETTINGS } from '../../admin/crumbs';
import { EditorForm } from '../../admin/EditorForm';
import { COPYRIGHT_FIELDS, SUCCESS } from '../../admin/fields';
import { asInput } from '../../admin/format';
import { useAdminMutation } from '../../admin/useAdminMutation';

const query = graphql`
  query CopyrightEditQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on Copyright {
        id
        copyrightText
      }
    }
  }
`;

const updateMutation = graphql`
  mutation CopyrightEditMutation($id: ID!, $input: UpdateCopyrightInput!) {
    updateCopyright(id: $id, input: $input) {
      id
      copyrightText
    }
  }
`;

/** /edit-copyright/{id}: the copyright text editor, prefilled. */
export default function CopyrightEdit() {
  return (
    <AdminPage title="Edit Copyright" parents={[SETTINGS, crumb('/add-copyright', 'Footer CopyRight')]}>
      <CopyrightEditScreen />
    </AdminPage>
  );
}

function CopyrightEditScreen() {
  const { id } = useParams();
  const data = useLazyLoadQuery<CopyrightEditQuery>(query, { id: id! }, useAdminQueryOptions());
  const record = nodeOfType(data.node, 'Copyright');
  const [update] = useAdminMutation<CopyrightEditMutation>(updateMutation);
  return (
    <EditorForm
      fields={COPYRIGHT_FIELDS}
      initial={record}
      submitLabel="Update Copyright"
      successText={SUCCESS.copyrightEdit}
      onSubmit={(v) => update({ id: record.id, input: asInput<UpdateCopyrightInput>(v) })}
    />
  );
}
