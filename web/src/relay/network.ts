import type { FetchFunction, GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';
import { holdOf, type StaffGate } from '../staff/gate';

/**
 * The site's GraphQL transport without Relay's store: the full app's environment
 * (./environment) and the public pages' light runtime (../light) both send through it.
 */

export type TokenGetter = () => Promise<string | null>;

/** The body sent to POST /graphql: a persisted document id, or the text when there is none. */
export function requestBody(params: RequestParameters, variables: Variables): string {
  if (params.id) return JSON.stringify({ id: params.id, variables });
  return JSON.stringify({ query: params.text, variables });
}

export class GraphQLHTTPError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`GraphQL request failed with HTTP ${status}`);
    this.name = 'GraphQLHTTPError';
  }
}

/**
 * Requests marked `networkCacheConfig: { metadata: { anonymous: true } }` read only public
 * data: they go without a token, so they never wait for the identity SDK.
 */
export function createFetchFn(
  getToken: TokenGetter,
  endpoint = '/graphql',
  gate?: StaffGate,
): (...args: Parameters<FetchFunction>) => Promise<GraphQLResponse> {
  const send = async (...[params, variables, cacheConfig, uploadables]: Parameters<FetchFunction>): Promise<GraphQLResponse> => {
    const anonymous = cacheConfig?.metadata?.anonymous === true;
    const token = anonymous ? null : await getToken();
    const headers: Record<string, string> = { Accept: 'application/json' };
    let body: BodyInit = requestBody(params, variables);
    if (uploadables) {
      // A GraphQL multipart request: each file goes at variables.<its key>, which the
      // operation sends as null. The browser writes the multipart Content-Type.
      const form = new FormData();
      form.append('operations', body);
      form.append('map', JSON.stringify(Object.fromEntries(Object.keys(uploadables).map((k) => [k, [`variables.${k}`]]))));
      for (const [k, file] of Object.entries(uploadables)) form.append(k, file);
      body = form;
    } else {
      headers['Content-Type'] = 'application/json';
    }
    if (token) headers.Authorization = `Bearer ${token}`;
    // A public persisted query goes by GET, so the browser (or a CDN) can revalidate
    // it by its ETag instead of fetching it again.
    const res =
      anonymous && params.id && params.operationKind === 'query'
        ? await fetch(`${endpoint}?id=${encodeURIComponent(params.id)}&variables=${encodeURIComponent(JSON.stringify(variables))}`, {
            method: 'GET',
            headers: { Accept: 'application/json' },
            credentials: 'same-origin',
          })
        : await fetch(endpoint, {
            method: 'POST',
            headers,
            body,
            credentials: 'same-origin',
          });
    let json: unknown = null;
    try {
      json = await res.json();
    } catch {
      /* not JSON */
    }
    // GraphQL errors come back with 200 (or 4xx with an `errors` list); Relay surfaces them.
    if (json && typeof json === 'object' && ('data' in json || 'errors' in json)) {
      return json as GraphQLResponse;
    }
    throw new GraphQLHTTPError(res.status, json);
  };
  // A staff member's held session: the gate prompts for the second factor (or a new
  // sign-in), then the request goes again; given up, the refusal stands.
  return async (...args) => {
    for (let tries = 0; ; tries++) {
      const answer = await send(...args);
      const hold = gate && tries < 3 ? holdOf(answer) : null;
      if (!hold || !(await gate!.held(hold))) return answer;
    }
  };
}

/**
 * Answers a persisted query at once, without the network: on the server, the server's own
 * answer; in the browser, the answers the server rendered the page with.
 */
export interface PreloadedResponses {
  take(id: string, variables: Variables): GraphQLResponse | null;
}

/**
 * The responses of a server-rendered page (<script type="application/json" id="relay-data">):
 * each is used once, by the first request for it, so the page hydrates from the very data
 * its HTML shows; later requests (a refetch after an edit) go to the server.
 */
export function responsesOfPage(doc: Document | undefined = globalThis.document): PreloadedResponses {
  const byKey = new Map<string, GraphQLResponse>();
  const text = doc?.getElementById('relay-data')?.textContent;
  if (text) {
    try {
      for (const e of JSON.parse(text) as { id: string; variables: Variables; response: GraphQLResponse }[]) {
        byKey.set(`${e.id}:${JSON.stringify(e.variables)}`, e.response);
      }
    } catch {
      /* not ours: fetch as usual */
    }
  }
  return {
    take(id, variables) {
      const key = `${id}:${JSON.stringify(variables)}`;
      const response = byKey.get(key) ?? null;
      byKey.delete(key);
      return response;
    },
  };
}
