import { Placeholder } from '../components/Placeholder';

/** PLACEHOLDER: Pricing Plan (/pricing). Replace with the real page. */
export default function Pricing() {
  return (
    <Placeholder
      title="Pricing Plan"
      route="/pricing"
      summary={["Titled Pricing Plan with breadcrumb; three columns Basic, Standard, Premium; button (packageButtonText) to /order-now/{id}.", "Popular on Standard; Basic and Premium 7 points, Standard 10. Then a call-to-action band per action record."]}
    />
  );
}
