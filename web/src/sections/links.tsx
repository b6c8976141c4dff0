import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A link from content (buttonLink, videoLink, social links): a site path ("/pricing")
 * becomes an in-app <Link>; an http(s) address a plain link that opens in a new tab;
 * anything else (javascript:, data:, empty) is not a link at all and yields null.
 */
export function contentHref(url: string | null | undefined): { kind: 'internal' | 'external'; href: string } | null {
  const v = (url ?? '').trim();
  if (!v) return null;
  if (v.startsWith('/') && !v.startsWith('//')) return { kind: 'internal', href: v };
  try {
    const u = new URL(v);
    if ((u.protocol === 'http:' || u.protocol === 'https:') && u.host) return { kind: 'external', href: v };
  } catch {
    /* not a URL */
  }
  return null;
}

export function ContentLink({
  href,
  className,
  children,
  label,
}: {
  href: string | null | undefined;
  className?: string;
  children: ReactNode;
  /** Accessible name when the visible content is not enough (icons). */
  label?: string;
}) {
  const target = contentHref(href);
  if (!target) return null;
  if (target.kind === 'internal') {
    return (
      <Link to={target.href} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={target.href}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label ? `${label} (opens in a new tab)` : undefined}
    >
      {children}
    </a>
  );
}

/** An image URL from content: a site path or an http(s) address; anything else is dropped. */
export function imageSrc(url: string | null | undefined): string | undefined {
  return contentHref(url)?.href;
}
