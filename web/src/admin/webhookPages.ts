/** The variables of /admin/webhooks from its address: ?endpoint= narrows the delivery log, ?after= pages it. */
export function webhooksVariables(search: URLSearchParams): { endpointId: string | null; after: string | null } {
  return { endpointId: search.get('endpoint') || null, after: search.get('after') || null };
}
