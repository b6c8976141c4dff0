import type { CSSProperties } from 'react';

/** A length as CSS text: React's numbers are pixels. */
const cssLength = (v: string | number) => (typeof v === 'number' ? `${v}px` : v);

/**
 * A loading block of fixed size (the same look as components/Skeleton, class "skeleton").
 * The sections keep their own copy so that the page chunks share nothing new with the
 * shell's entry chunk: the bundler would otherwise split a shared module out of the entry
 * into a chunk of its own, and the visitor's first load would grow by that chunk's overhead.
 */
export function Skeleton({
  width = '100%',
  height = '1em',
  radius,
  className = '',
  style,
}: {
  width?: string | number;
  height?: string | number;
  radius?: string;
  className?: string;
  style?: CSSProperties;
}) {
  // Sizes go through the CSSOM, never a style attribute: the CSP refuses inline styles
  // (style-src without 'unsafe-inline'), and the server's painted HTML has none.
  const size = (el: HTMLSpanElement | null) => {
    if (el) Object.assign(el.style, { width: cssLength(width), height: cssLength(height), borderRadius: radius ?? '', ...style });
  };
  return <span ref={size} className={`skeleton ${className}`} aria-hidden="true" />;
}
