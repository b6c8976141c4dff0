import { afterEach, describe, expect, it, vi } from 'vitest';
import { authorization, probe, PROBE } from './access';
import { createSameOriginFetcher } from './fetcher';

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

afterEach(() => vi.unstubAllGlobals());

describe('GraphiQL access', () => {
  it('sends a key, or a fresh session token, as the Authorization header', async () => {
    expect(await authorization({ kind: 'none' })).toBeNull();
    expect(await authorization({ kind: 'key', key: 'sk_live_x' })).toBe('Bearer sk_live_x');
    let n = 0;
    const session = { kind: 'session' as const, email: 'a@b.co', token: async () => `t${++n}` };
    expect(await authorization(session)).toBe('Bearer t1');
    expect(await authorization(session)).toBe('Bearer t2');
  });

  it('opens where the server answers the schema probe', async () => {
    const fetch = answer(200, { data: { __schema: { queryType: { name: 'Query' } } } });
    vi.stubGlobal('fetch', fetch);
    expect(await probe({ kind: 'key', key: 'sk_live_x' })).toEqual({ open: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer sk_live_x');
    expect(JSON.parse(init.body as string)).toEqual({ query: PROBE });
  });

  it("tells the server's reason when it refuses", async () => {
    vi.stubGlobal('fetch', answer(400, { errors: [{ message: 'Only persisted queries are accepted here', extensions: { code: 'PERSISTED_QUERY_REQUIRED' } }] }));
    expect(await probe({ kind: 'none' })).toEqual({ open: false, code: 'PERSISTED_QUERY_REQUIRED', message: 'Only persisted queries are accepted here' });
    // A key refused by the sign-in middleware answers {"error": {...}}.
    vi.stubGlobal('fetch', answer(401, { error: { code: 'UNAUTHENTICATED', message: 'This API key is not valid.' } }));
    expect(await probe({ kind: 'key', key: 'sk_live_bad' })).toEqual({ open: false, code: 'UNAUTHENTICATED', message: 'This API key is not valid.' });
  });

  it("GraphiQL's requests carry the credentials, and typed headers win", async () => {
    const fetch = answer(200, { data: {} });
    vi.stubGlobal('fetch', fetch);
    const fetcher = createSameOriginFetcher('/graphql', async () => 'Bearer sk_live_x');
    await fetcher({ query: '{ banners(first: 1) { totalCount } }' });
    await fetcher({ query: '{ a }' }, { headers: { Authorization: 'Bearer typed' } });
    const headers = fetch.mock.calls.map((c) => ((c as unknown as [string, RequestInit])[1].headers as Record<string, string>).Authorization);
    expect(headers).toEqual(['Bearer sk_live_x', 'Bearer typed']);
  });
});
