/** A status as a coloured label (UnRead/Read, Pending/Delivered, UnPaid/Paid/Cancelled). */
export function StatusBadge({ status }: { status: string }) {
  return <span className={`badge badge-${status}`}>{status}</span>;
}
