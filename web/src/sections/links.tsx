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

/** RFC 5322's dot-atom addr-spec without "?": the server's own rule (validate.Email). */
const PLAIN_EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=^_`{|}~-]+)*@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

/**
 * A mailto: link to exactly one plain address, or null. The local part is
 * percent-encoded, so nothing in it can start headers (?bcc=…) or add recipients.
 */
export function mailtoHref(address: string | null | undefined): string | null {
  const v = (address ?? '').trim();
  if (v.length > 254 || !PLAIN_EMAIL.test(v)) return null;
  const at = v.lastIndexOf('@');
  return `mailto:${encodeURIComponent(v.slice(0, at))}@${v.slice(at + 1)}`;
}

/** A tel: link of a phone number's digits (and a leading +), or null when it has too few. */
export function telHref(phone: string | null | undefined): string | null {
  const v = (phone ?? '').trim();
  const digits = v.replace(/\D/g, '');
  if (digits.length < 3 || digits.length > 20) return null;
  return `tel:${v.startsWith('+') ? '+' : ''}${digits}`;
}

/** An e-mail address as a mailto: link, or as plain text when it is not a plain address. */
export function MailLink({ address }: { address: string }) {
  const href = mailtoHref(address);
  return href ? <a href={href}>{address}</a> : <>{address}</>;
}

/** A phone number as a tel: link, or as plain text when it has too few digits. */
export function PhoneLink({ phone }: { phone: string }) {
  const href = telHref(phone);
  return href ? <a href={href}>{phone}</a> : <>{phone}</>;
}
