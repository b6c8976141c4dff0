import { useEffect } from 'react';
import { SITE_NAME } from '../config/site';

/** The page a path shows, as the server names it: no trailing slash, /contact-us is /contact. */
function canonicalPath(path: string): string {
  const p = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return p === '/contact-us' ? '/contact' : p;
}

/**
 * The title the server's SEO head gives the page at path (the admin's, or the default from
 * content): every painted page carries the public pages' titles (#page-titles), so moving
 * between pages shows the same titles as a fresh load, at no extra request.
 */
export function paintedTitle(path: string): string | undefined {
  const text = document.getElementById('page-titles')?.textContent;
  if (!text) return undefined;
  try {
    const titles = JSON.parse(text) as Record<string, unknown>;
    const title = titles[canonicalPath(path)];
    return typeof title === 'string' && title ? title : undefined;
  } catch {
    return undefined;
  }
}

/** The site's name as the painted head gives it (og:site_name: the admin's), else the default. */
export function siteName(): string {
  return document.querySelector('meta[property="og:site_name"]')?.getAttribute('content') || SITE_NAME;
}

/**
 * Sets document.title for the page as the server's SEO head does: a public page's title from
 * the head's list, else "Pricing Plan | SEO Agency" from the page's own name and the site's.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    document.title = paintedTitle(window.location.pathname) ?? `${title} | ${siteName()}`;
  }, [title]);
}
