import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Payment Email (/paypal-email/:id). Replace with the real page. */
export default function PaypalEmailEdit() {
  return (
    <Placeholder
      title="Payment Email"
      route="/paypal-email/:id"
      summary={["Edit paypalEmail, prefilled; toast \"Paypal Email Updated\"."]}
    />
  );
}
