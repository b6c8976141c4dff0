import { Link } from 'react-router';

export type PaymentStatus = 'UnPaid' | 'Pending' | 'Paid' | 'Refunded' | 'Reversed' | 'Cancelled' | '%future added value';

/**
 * What a customer reads for each payment status that needs no action (UnPaid is the Pay Now
 * link). Paid and Cancelled are the specification's words; Pending means PayPal holds the
 * payment, so there is no Pay Now (paying again would pay twice).
 */
export const PAYMENT_STATE_TEXT: Partial<Record<PaymentStatus, string>> = {
  Pending: 'Payment pending at PayPal',
  Paid: 'You Have Paid',
  Refunded: 'Refunded',
  Reversed: 'Payment reversed',
  Cancelled: 'You Have Cancelled',
};

/** The colour of a payment status for customers: done, waiting, or no longer counting. */
export function paymentTone(status: string): 'ok' | 'wait' | 'neutral' | 'alert' {
  if (status === 'Paid') return 'ok';
  if (status === 'UnPaid' || status === 'Pending') return 'wait';
  if (status === 'Reversed') return 'alert';
  return 'neutral';
}

/**
 * The Payment Status cell of the orders table, as the specification words it: an UnPaid
 * order links to /pay-now/{id}; a Paid one says "You Have Paid"; a Cancelled one
 * "You Have Cancelled" (and the statuses PayPal adds, in words of their own). The status is
 * the server's; nothing is worked out here. `context` (read by screen readers only) tells the
 * Pay Now links of a table apart.
 */
export function PaymentCell({ orderId, status, context }: { orderId: string; status: PaymentStatus; context?: string }) {
  if (status === 'UnPaid') {
    return (
      <Link to={`/pay-now/${orderId}`} className="btn btn-accent btn-sm pay-now-link">
        Pay Now
        {context ? (
          <>
            {' '}
            <span className="visually-hidden">{context}</span>
          </>
        ) : null}
      </Link>
    );
  }
  const text = PAYMENT_STATE_TEXT[status];
  return <span className={`pay-state pay-state-${text ? status.toLowerCase() : 'other'}`}>{text ?? String(status)}</span>;
}

/** The order status (Pending, Delivered) as a small badge. */
export function OrderStatusBadge({ status }: { status: string }) {
  const tone = status === 'Delivered' ? 'ok' : status === 'Pending' ? 'wait' : 'neutral';
  return <span className={`badge badge-${tone}`}>{status}</span>;
}
