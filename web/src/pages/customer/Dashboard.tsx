import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Dashboard (/dashboard). Replace with the real page. */
export default function Dashboard() {
  return (
    <Placeholder
      title="Dashboard"
      route="/dashboard"
      summary={["Cards to /my-order, / (total spent, Paid orders of own email, 2 decimals), /support; a sign-out button."]}
    />
  );
}
