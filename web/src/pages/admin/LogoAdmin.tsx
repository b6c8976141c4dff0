import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { LogoAdminCreateMutation, CreateLogoInput } from '../../__generated__/LogoAdminCreateMutation.graphql';
import type { LogoAdminQuery } from '../../__generated__/LogoAdminQuery.graphql';
import { AdminPage, useAdminQueryOptions } from '../../admin/AdminPage';
import { SETTINGS } from '../../admin/crumbs';
import { EditorForm } from '../../admin/EditorForm';
import { LOGO_FIELDS, SUCCESS } from '../../admin/fields';
import { asInput } from '../../admin/format';
import { Singleton } from '../../admin/Singleton';
import { useAdminMutation } from '../../admin/useAdminMutation';
import { useRefetchKey } from '../../admin/useRefetchKey';

const query = graphql`
  query LogoAdminQuery {
    logos(first: 1) {
      edges {
        node {
          id
          logo
        }
      }
    }
  }
`;

const createMutation = graphql`
  mutation LogoAdminCreateMutation($input: CreateLogoInput!) {
    createLogo(input: $input) {
      id
      logo
    }
  }
`;

/** /add-logo: the link to /edit-logo/{id} when the logo exists, else the add form. */
export default function LogoAdmin() {
  return (
    <AdminPage title="Logo" parents={[SETTINGS]}>
      <LogoAdminScreen />
    </AdminPage>
  );
}

function LogoAdminScreen() {
  const [fetchKey, refetch] = useRefetchKey();
  const data = useLazyLoadQuery<LogoAdminQuery>(query, {}, useAdminQueryOptions(fetchKey));
  const [create] = useAdminMutation<LogoAdminCreateMutation>(createMutation);
  const record = data.logos.edges?.[0]?.node ?? null;
  return (
    <Singleton
      record={record}
      what="The logo"
      editTo={(id) => `/edit-logo/${id}`}
      editLabel="Edit Logo"
      summary={record && <img src={record.logo} alt="The current logo" className="admin-logo-preview" height={48} />}
    >
      <EditorForm
        title="Add Logo"
        fields={LOGO_FIELDS}
        submitLabel="Add Logo"
        successText={SUCCESS.logoAdd}
        onSubmit={(v) => create({ input: asInput<CreateLogoInput>(v) })}
        onSaved={refetch}
      />
    </Singleton>
  );
}
