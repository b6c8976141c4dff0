import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { contentHref } from '../components/contentHref';

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
