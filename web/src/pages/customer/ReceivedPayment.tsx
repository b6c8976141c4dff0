import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Payment received (/received-payment/:id). Replace with the real page. */
export default function ReceivedPayment() {
  return (
    <Placeholder
      title="Payment received"
      route="/received-payment/:id"
      summary={["Payment provider return page: shows the order and polls until the server marks it Paid (never marks it paid itself)."]}
    />
  );
}
