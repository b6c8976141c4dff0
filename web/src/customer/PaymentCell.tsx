import { Link } from 'react-router';
import customer from './customer.module.css';

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

type Tone = 'ok' | 'wait' | 'neutral' | 'alert';

const TONE_CLASS: Record<Tone, string> = {
  ok: customer.badgeOk,
  wait: customer.badgeWait,
  neutral: customer.badgeNeutral,
  alert: customer.badgeAlert,
};

/** A status as a small badge in its tone's colour. */
export function ToneBadge({ tone, children, testId }: { tone: Tone; children: string; testId?: string }) {
  return (
    <span className={`${customer.badge} ${TONE_CLASS[tone]}`} data-testid={testId}>
      {children}
    </span>
  );
}

/** The colour of a payment status for customers: done, waiting, or no longer counting. */
export function paymentTone(status: string): Tone {
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
      <Link to={`/pay-now/${orderId}`} className={`btn btn-accent btn-sm ${customer.payNowLink}`}>
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
  // payStatePaid, payStatePending…: the statuses with words of their own have a colour of their own.
  const stateClass = text ? customer[`payState${status}`] : undefined;
  return <span className={stateClass ? `${customer.payState} ${stateClass}` : customer.payState}>{text ?? String(status)}</span>;
}

/** The order status (Pending, Delivered) as a small badge. */
export function OrderStatusBadge({ status }: { status: string }) {
  const tone = status === 'Delivered' ? 'ok' : status === 'Pending' ? 'wait' : 'neutral';
  return <ToneBadge tone={tone}>{status}</ToneBadge>;
}
