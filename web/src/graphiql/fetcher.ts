/**
 * GraphiQL's fetcher: POST /graphql on this server (same origin, never a CDN or another
 * host), with the headers typed in GraphiQL's header editor (for example
 * `{"Authorization": "Bearer <Firebase ID token>"}`).
 */
export interface GraphiQLRequest {
  query?: string;
  operationName?: string | null;
  variables?: unknown;
}

export function createSameOriginFetcher(endpoint = '/graphql') {
  return async (params: GraphiQLRequest, opts?: { headers?: Record<string, unknown> }) => {
    const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
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
