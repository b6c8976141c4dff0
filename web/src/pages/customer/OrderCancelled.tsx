import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Payment cancelled (/order-cancelled/:id). Replace with the real page. */
export default function OrderCancelled() {
  return (
    <Placeholder
      title="Payment cancelled"
      route="/order-cancelled/:id"
      summary={["Spinner, then \"You have cancelled the payment.\"; sends paymentStatus Cancelled; after 1500 ms admins go to /admin, customers to /dashboard."]}
    />
  );
}
