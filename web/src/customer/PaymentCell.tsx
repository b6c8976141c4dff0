import { Link } from 'react-router';

export type PaymentStatus = 'UnPaid' | 'Paid' | 'Cancelled' | '%future added value';

/**
 * The Payment Status cell of the orders table, as the specification words it: an UnPaid
 * order links to /pay-now/{id}; a Paid one says "You Have Paid"; a Cancelled one
 * "You Have Cancelled". The status is the server's; nothing is worked out here.
 * `context` (read by screen readers only) tells the Pay Now links of a table apart.
 */
export function PaymentCell({ orderId, status, context }: { orderId: string; status: PaymentStatus; context?: string }) {
  switch (status) {
    case 'UnPaid':
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
    case 'Paid':
      return <span className="pay-state pay-state-paid">You Have Paid</span>;
    case 'Cancelled':
      return <span className="pay-state pay-state-cancelled">You Have Cancelled</span>;
    default:
      return <span className="pay-state">{String(status)}</span>;
  }
}

/** The order status (Pending, Delivered) as a small badge. */
export function OrderStatusBadge({ status }: { status: string }) {
  const tone = status === 'Delivered' ? 'ok' : status === 'Pending' ? 'wait' : 'neutral';
  return <span className={`badge badge-${tone}`}>{status}</span>;
}
