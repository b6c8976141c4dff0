import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link, useParams } from 'react-router';
import type { PackageEditMutation, UpdatePricingPackageInput } from '../../__generated__/PackageEditMutation.graphql';
import type { PackageEditQuery } from '../../__generated__/PackageEditQuery.graphql';
import { AdminPage, nodeOfType, useAdminQueryOptions } from '../../admin/AdminPage';
import { crumb, SETTINGS } from '../../admin/crumbs';
import { EditorForm } from '../../admin/EditorForm';
import { PACKAGE_FIELDS, SUCCESS } from '../../admin/fields';
import { asInput } from '../../admin/format';
import { useAdminMutation } from '../../admin/useAdminMutation';

const query = graphql`
  query PackageEditQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on PricingPackage {
        id
        packageName
        packageDetails
        packagePrice
        packageButtonText
        packagePointOne
        packagePointTwo
        packagePointThree
        packagePointFour
        packagePointFive
        packagePointSix
        packagePointSeven
        packagePointEight
        packagePointNine
        packagePointTen
      }
    }
  }
`;

const updateMutation = graphql`
  mutation PackageEditMutation($id: ID!, $input: UpdatePricingPackageInput!) {
    updatePricingPackage(id: $id, input: $input) {
      id
      packageName
      packageDetails
      packagePrice
      packageButtonText
      packagePointOne
      packagePointTwo
      packagePointThree
      packagePointFour
      packagePointFive
      packagePointSix
      packagePointSeven
      packagePointEight
      packagePointNine
      packagePointTen
    }
  }
`;

/** /package-edit/{id}: every field of a pricing package, all required, prefilled. */
export default function PackageEdit() {
  return (
    <AdminPage title="Edit Plan" parents={[SETTINGS, crumb('/edit-pricing', 'Pricing')]}
      actions={
        <Link to="/pricing" className="btn btn-outline btn-sm">
          View Pricing page
        </Link>
      }>
      <PackageEditScreen />
    </AdminPage>
  );
}

function PackageEditScreen() {
  const { id } = useParams();
  const data = useLazyLoadQuery<PackageEditQuery>(query, { id: id! }, useAdminQueryOptions());
  const record = nodeOfType(data.node, 'PricingPackage');
  const [update] = useAdminMutation<PackageEditMutation>(updateMutation);
  return (
    <EditorForm
      columns={2}
      fields={PACKAGE_FIELDS}
      initial={record}
      submitLabel="Update Plan"
      successText={SUCCESS.packageEdit}
      onSubmit={(v) => update({ id: record.id, input: asInput<UpdatePricingPackageInput>(v) })}
    />
  );
}
