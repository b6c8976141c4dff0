import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Add Payment Email (/add-paypal-Email). Replace with the real page. */
export default function PaypalEmailAdd() {
  return (
    <Placeholder
      title="Add Payment Email"
      route="/add-paypal-Email"
      summary={["Add paypalEmail; toast \"Paypal Email Added\"."]}
    />
  );
}
