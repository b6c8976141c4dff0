const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A post's date as readers see it ("27 November 2026"), in UTC, as the server paints it: the
 * browser's own time zone or locale would make the hydrated page differ from the painted one.
 */
export function postDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** "5 min read". */
export function readingTime(minutes: number): string {
  return `${minutes} min read`;
}

/** The address of page n of the blog's listing: /blog for the first. */
export function blogPageHref(n: number): string {
  return n <= 1 ? '/blog' : `/blog/page/${n}`;
}

/** The number in /blog/page/{n}; /blog is the first. */
export function blogPageNumber(param: string | undefined): number {
  const n = Number(param ?? '1');
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The variables of the listing's query for a route's parameters (the app's route and the light runtime). */
export function blogVariables(params: { page?: string }): { page: number } {
  return { page: blogPageNumber(params.page) };
}

/** The variables of a post's query for a route's parameters (the app's route and the light runtime). */
export function postVariables(params: { slug?: string }): { slug: string } {
  return { slug: params.slug ?? '' };
}
