import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Your Pending Orders (/pending-order). Replace with the real page. */
export default function PendingOrders() {
  return (
    <Placeholder
      title="Your Pending Orders"
      route="/pending-order"
      summary={["Titled \"Your Pending Orders\"."]}
    />
  );
}
