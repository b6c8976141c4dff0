/** ?page=n as a page number (1 for anything else). */
export function parsePage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

/**
 * The search string of page n in the parameter `name` (page 1 has none: /my-order is page 1),
 * keeping the other parameters of `current` (the other paged table of the page, a filter).
 */
export function pageSearch(n: number, current?: URLSearchParams, name = 'page'): string {
  const next = new URLSearchParams(current);
  if (n <= 1) next.delete(name);
  else next.set(name, String(n));
  const search = next.toString();
  return search ? `?${search}` : '';
}
