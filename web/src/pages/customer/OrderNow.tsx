import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Order Now (/order-now/:id). Replace with the real page. */
export default function OrderNow() {
  return (
    <Placeholder
      title="Order Now"
      route="/order-now/:id"
      summary={["Order form for a plan: plan name, price and email fixed; name, address, country required; submit goes to /pending-order."]}
    />
  );
}
