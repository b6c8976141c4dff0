import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link, useParams } from 'react-router';
import type { BannerEditMutation, UpdateBannerInput } from '../../__generated__/BannerEditMutation.graphql';
import type { BannerEditQuery } from '../../__generated__/BannerEditQuery.graphql';
import { AdminPage, nodeOfType, useAdminQueryOptions } from '../../admin/AdminPage';
import { crumb, SETTINGS } from '../../admin/crumbs';
import { EditorForm } from '../../admin/EditorForm';
import { BANNER_FIELDS, SUCCESS } from '../../admin/fields';
import { asInput } from '../../admin/format';
import { useAdminMutation } from '../../admin/useAdminMutation';

const query = graphql`
  query BannerEditQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on Banner {
        id
        bannerHeading
        bannerDetails
        bannerImage
        buttonLink
        youtubeLink
      }
    }
  }
`;

const updateMutation = graphql`
  mutation BannerEditMutation($id: ID!, $input: UpdateBannerInput!) {
    updateBanner(id: $id, input: $input) {
      id
      bannerHeading
      bannerDetails
      bannerImage
      buttonLink
      youtubeLink
    }
  }
`;

/** /banner/{id}: the banner's editor, prefilled. */
export default function BannerEdit() {
  return (
    <AdminPage
      title="Edit Banner"
      parents={[SETTINGS, crumb('/edit-banner', 'Banner')]}
      actions={
        <Link to="/" className="btn btn-outline btn-sm">
          View Home page
        </Link>
      }
    >
      <BannerEditScreen />
    </AdminPage>
  );
}

function BannerEditScreen() {
  const { id } = useParams();
  const data = useLazyLoadQuery<BannerEditQuery>(query, { id: id! }, useAdminQueryOptions());
  const banner = nodeOfType(data.node, 'Banner');
  const [update] = useAdminMutation<BannerEditMutation>(updateMutation);
  return (
    <EditorForm
      fields={BANNER_FIELDS}
      initial={banner}
      submitLabel="Update Banner"
      successText={SUCCESS.bannerEdit}
      onSubmit={(v) => update({ id: banner.id, input: asInput<UpdateBannerInput>(v) })}
    />
  );
}
