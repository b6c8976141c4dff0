import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { BannerAdminCreateMutation, CreateBannerInput } from '../../__generated__/BannerAdminCreateMutation.graphql';
import type { BannerAdminQuery } from '../../__generated__/BannerAdminQuery.graphql';
import { AdminPage, useAdminQueryOptions } from '../../admin/AdminPage';
import { SETTINGS } from '../../admin/crumbs';
import { EditorForm } from '../../admin/EditorForm';
import { BANNER_FIELDS, SUCCESS } from '../../admin/fields';
import { asInput } from '../../admin/format';
import { Singleton } from '../../admin/Singleton';
import { useAdminMutation } from '../../admin/useAdminMutation';
import { useRefetchKey } from '../../admin/useRefetchKey';

const query = graphql`
  query BannerAdminQuery {
    banners(first: 1) {
      edges {
        node {
          id
          bannerHeading
        }
      }
    }
  }
`;

const createMutation = graphql`
  mutation BannerAdminCreateMutation($input: CreateBannerInput!) {
    createBanner(input: $input) {
      id
      bannerHeading
      bannerDetails
      bannerImage
      buttonLink
      youtubeLink
    }
  }
`;

/** /edit-banner: the link to /banner/{id} when the banner exists, else the add form. */
export default function BannerAdmin() {
  return (
    <AdminPage title="Banner" parents={[SETTINGS]}>
      <BannerAdminScreen />
    </AdminPage>
  );
}

function BannerAdminScreen() {
  const [fetchKey, refetch] = useRefetchKey();
  const data = useLazyLoadQuery<BannerAdminQuery>(query, {}, useAdminQueryOptions(fetchKey));
  const [create] = useAdminMutation<BannerAdminCreateMutation>(createMutation);
  const banner = data.banners.edges?.[0]?.node ?? null;
  return (
    <Singleton
      record={banner}
      what="The banner"
      editTo={(id) => `/banner/${id}`}
      editLabel="Edit Banner"
      summary={banner && <p>{banner.bannerHeading}</p>}
    >
      <EditorForm
        title="Add Banner"
        fields={BANNER_FIELDS}
        submitLabel="Add Banner"
        successText={SUCCESS.bannerAdd}
        onSubmit={(v) => create({ input: asInput<CreateBannerInput>(v) })}
        onSaved={refetch}
      />
    </Singleton>
  );
}
