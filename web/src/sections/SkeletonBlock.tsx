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
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
  style?: CSSProperties;
}) {
  return <span className={`skeleton ${className}`} aria-hidden="true" style={{ width, height, borderRadius: radius, ...style }} />;
}
