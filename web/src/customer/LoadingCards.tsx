import { Skeleton } from '../components/Skeleton';

/** A customer page's cards while they load: grey blocks of the cards' heights, and what loads, for screen readers. */
export function LoadingCards({ className, label, heights }: { className: string; label: string; heights: string[] }) {
  return (
    <div className={className} role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {heights.map((h, i) => (
        <Skeleton key={i} height={h} radius="var(--radius-lg)" />
      ))}
    </div>
  );
}
