/**
 * GraphiQL's fetcher: POST /graphql on this server (same origin, never a CDN or another
 * host), with the caller's credentials (authorization: a staff member's fresh ID token or
 * an API key) and the headers typed in GraphiQL's header editor, which win.
 */
export interface GraphiQLRequest {
  query?: string;
  operationName?: string | null;
  variables?: unknown;
}

export function createSameOriginFetcher(endpoint = '/graphql', authorization: () => Promise<string | null> = async () => null) {
  return async (params: GraphiQLRequest, opts?: { headers?: Record<string, unknown> }) => {
    const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
    const auth = await authorization();
    if (auth) headers.Authorization = auth;
    for (const [k, v] of Object.entries(opts?.headers ?? {})) {
      if (typeof v === 'string') headers[k] = v;
    }
    const res = await fetch(endpoint, {
      method: 'POST',
      headers,
      body: JSON.stringify(params),
      credentials: 'same-origin',
    });
    const text = await res.text();
    try {
      return JSON.parse(text) as Record<string, unknown>;
    } catch {
      return { errors: [{ message: `HTTP ${res.status}: ${text.slice(0, 500)}` }] };
    }
  };
}
