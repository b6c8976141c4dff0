import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Total Orders (/total-orders). Replace with the real page. */
export default function TotalOrders() {
  return (
    <Placeholder
      title="Total Orders"
      route="/total-orders"
      summary={["All orders, newest first, 10 per page; total sales."]}
    />
  );
}
