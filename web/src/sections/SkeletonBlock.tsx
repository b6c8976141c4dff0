import type { CSSProperties } from 'react';

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
  return <span ref={size} className={`skeleton ${className}`} aria-hidden="true" />;
}
