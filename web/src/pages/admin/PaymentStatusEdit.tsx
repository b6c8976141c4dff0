import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Order and payment status (/admin/payment-status/:id). Replace with the real page. */
export default function PaymentStatusEdit() {
  return (
    <Placeholder
      title="Order and payment status"
      route="/admin/payment-status/:id"
      summary={["Order status editor: dropdown Pending or Delivered (toast \"OrderStatus is Updated\"); payment status details."]}
    />
  );
}
