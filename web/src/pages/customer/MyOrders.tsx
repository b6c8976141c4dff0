import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: My Orders (/my-order). Replace with the real page. */
export default function MyOrders() {
  return (
    <Placeholder
      title="My Orders"
      route="/my-order"
      summary={["My Orders table: Sl No., Order Date (MM/DD/YYYY), Your Name, Order Status, Payment Status; 5 per page, Previous, numbered pages, Next.", "Payment cell: UnPaid → Pay Now link to /pay-now/{id}; Paid → \"You Have Paid\"; Cancelled → \"You Have Cancelled\"."]}
    />
  );
}
