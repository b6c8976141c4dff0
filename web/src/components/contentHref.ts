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

/** An image URL from content: a site path or an http(s) address; anything else is dropped. */
export function imageSrc(url: string | null | undefined): string | undefined {
  return contentHref(url)?.href;
}
