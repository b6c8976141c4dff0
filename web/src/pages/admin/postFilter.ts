// The posts list's status filter, in the address: read by the route's loader too (pages/index.ts), so kept small.
/** The status filter's choices (?status=…), the server's PostStatus values. */
export const POST_STATUSES = [
  { value: 'DRAFT', label: 'Draft' },
  { value: 'SCHEDULED', label: 'Scheduled' },
  { value: 'PUBLISHED', label: 'Published' },
] as const;

/** The status in the address, if it is one of the choices. */
export function postStatusOf(search: URLSearchParams): (typeof POST_STATUSES)[number]['value'] | null {
  const s = search.get('status');
  return POST_STATUSES.find((c) => c.value === s)?.value ?? null;
}
