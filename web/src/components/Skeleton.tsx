import type { CSSProperties } from 'react';
import styles from './Skeleton.module.css';

/** A placeholder block of fixed size: the content that replaces it takes the same room. */
export function Skeleton({
  width = '100%',
  height = '1em',
  radius,
  className,
  style,
}: {
  width?: string;
  height?: string;
  radius?: string;
  className?: string;
  style?: CSSProperties;
}) {
  // Sizes go through the CSSOM, never a style attribute: the CSP refuses inline styles
  // (style-src without 'unsafe-inline'), and the server's painted HTML has none.
  const size = (el: HTMLSpanElement | null) => {
    if (el) Object.assign(el.style, { width, height, borderRadius: radius ?? '', ...style });
  };
  return <span ref={size} className={className ? `${styles.skeleton} ${className}` : styles.skeleton} aria-hidden="true" />;
}

/** Fallback for a page whose code or data is loading; reserves a page's height. */
export function PageSkeleton({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="page container" role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{label}…</span>
      <Skeleton width="45%" height="2.5rem" />
      <Skeleton width="70%" height="1.1rem" style={{ marginTop: '1.25rem' }} />
      <Skeleton width="60%" height="1.1rem" style={{ marginTop: '0.6rem' }} />
      <div className={styles.skeletonGrid}>
        <Skeleton height="12rem" radius="var(--radius-lg)" />
        <Skeleton height="12rem" radius="var(--radius-lg)" />
        <Skeleton height="12rem" radius="var(--radius-lg)" />
      </div>
    </div>
  );
}
