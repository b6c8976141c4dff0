import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Pay Now (/pay-now/:id). Replace with the real page. */
export default function PayNow() {
  return (
    <Placeholder
      title="Pay Now"
      route="/pay-now/:id"
      summary={["Hidden-field form posting to the payment provider (cmd _xclick, business, amount, currency_code USD, return, cancel_return, notify_url); button \"Pay Now With Paypal\"."]}
    />
  );
}
