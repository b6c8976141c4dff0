import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Edit Plan (/package-edit/:id). Replace with the real page. */
export default function PackageEdit() {
  return (
    <Placeholder
      title="Edit Plan"
      route="/package-edit/:id"
      summary={["packageName, packageDetails, packagePrice, packageButtonText, packagePointOne to packagePointTen, all required; button \"Update Plan\"; toast \"Pricing One Is Updated\"."]}
    />
  );
}
