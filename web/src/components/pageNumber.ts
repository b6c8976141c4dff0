/** ?page=n as a page number (1 for anything else). */
export function parsePage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

/** The search string of page n (page 1 has none: /my-order is page 1). */
export function pageSearch(n: number): string {
  return n <= 1 ? '' : `?page=${n}`;
}
