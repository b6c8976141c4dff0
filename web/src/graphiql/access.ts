/**
 * Who may use GraphiQL, decided by the server: the page asks /graphql for the schema with
 * the caller's credentials. Outside production everyone may; in production only signed-in
 * staff (their Firebase session, as the web app has it) and API key holders, whose text
 * queries run with their rights and within their cost budget. Anyone else gets the
 * server's reason, and GraphiQL itself (Monaco, several MB) is never loaded for them.
 */

/** What GraphiQL's requests carry: a staff member's ID token (fresh for each request) or a pasted API key. */
export type Credentials = { kind: 'none' } | { kind: 'session'; email: string | null; token: () => Promise<string | null> } | { kind: 'key'; key: string };

/** The Authorization header of creds, or null. */
export async function authorization(creds: Credentials): Promise<string | null> {
  switch (creds.kind) {
    case 'key':
      return `Bearer ${creds.key}`;
    case 'session': {
      const token = await creds.token();
      return token ? `Bearer ${token}` : null;
    }
    default:
      return null;
  }
}

/** The server's answer to the probe: open, or refused with its code and message. */
export type Access = { open: true } | { open: false; code: string; message: string };

/** The smallest introspection: it runs only where GraphiQL could read the schema. */
export const PROBE = 'query GraphiQLAccess { __schema { queryType { name } } }';

/** Asks the server whether creds may use GraphiQL here. */
export async function probe(creds: Credentials, endpoint = '/graphql'): Promise<Access> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  const auth = await authorization(creds);
  if (auth) headers.Authorization = auth;
  let res: Response;
  try {
    res = await fetch(endpoint, { method: 'POST', headers, body: JSON.stringify({ query: PROBE }), credentials: 'same-origin' });
  } catch {
    return { open: false, code: 'NETWORK', message: 'The server could not be reached: check the connection and reload the page.' };
  }
  const text = await res.text();
  let body: { data?: unknown; errors?: { message?: string; extensions?: { code?: string } }[]; error?: { code?: string; message?: string } } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return { open: false, code: `HTTP_${res.status}`, message: `The server answered HTTP ${res.status}.` };
  }
  if (res.ok && body.data && !body.errors?.length) return { open: true };
  const err = body.errors?.[0] ?? body.error;
  const code = (err && 'extensions' in err ? err.extensions?.code : (err as { code?: string } | undefined)?.code) ?? `HTTP_${res.status}`;
  return { open: false, code, message: err?.message ?? `The server answered HTTP ${res.status}.` };
}
