import type { CSSProperties } from 'react';

/** A placeholder block of fixed size: the content that replaces it takes the same room. */
export function Skeleton({
  width = '100%',
  height = '1em',
  radius,
  className = '',
  style,
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
  style?: CSSProperties;
}) {
  return <span className={`skeleton ${className}`} aria-hidden="true" style={{ width, height, borderRadius: radius, ...style }} />;
}

/** Fallback for a page whose code or data is loading; reserves a page's height. */
export function PageSkeleton({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="page container page-skeleton" role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{label}…</span>
      <Skeleton width="45%" height="2.5rem" />
      <Skeleton width="70%" height="1.1rem" style={{ marginTop: '1.25rem' }} />
      <Skeleton width="60%" height="1.1rem" style={{ marginTop: '0.6rem' }} />
      <div className="skeleton-grid">
        <Skeleton height="12rem" radius="var(--radius-lg)" />
        <Skeleton height="12rem" radius="var(--radius-lg)" />
        <Skeleton height="12rem" radius="var(--radius-lg)" />
      </div>
    </div>
  );
}
