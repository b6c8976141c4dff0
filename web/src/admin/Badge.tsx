/**
 * A status as a coloured label: UnRead/Read, Pending/Delivered, the payment statuses
 * (UnPaid, Pending, Paid, Refunded, Reversed, Cancelled) and the job states. Each status has
 * its class (badge-Paid, badge-retryable…) in admin.css.
 */
export function StatusBadge({ status }: { status: string }) {
  return <span className={`badge badge-${status}`}>{status}</span>;
}
