import styles from './Badge.module.css';

/**
 * A status as a coloured label: UnRead/Read, Pending/Delivered, the payment statuses
 * (UnPaid, Pending, Paid, Refunded, Reversed, Cancelled), the job states and Web Vitals'
 * ratings, each with its colour in Badge.module.css. `label` words a status (else it shows as is).
 */
export function StatusBadge({ status, label = status }: { status: string; label?: string }) {
  return <span className={styles[status] ? `${styles.badge} ${styles[status]}` : styles.badge}>{label}</span>;
}
