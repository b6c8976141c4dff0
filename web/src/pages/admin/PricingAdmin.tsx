import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Pricing (/edit-pricing). Replace with the real page. */
export default function PricingAdmin() {
  return (
    <Placeholder
      title="Pricing"
      route="/edit-pricing"
      summary={["Admin list: a card per package with name, price in dollars, Edit link to /package-edit/{id}."]}
    />
  );
}
