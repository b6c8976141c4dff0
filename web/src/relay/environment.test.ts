import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RequestParameters } from 'relay-runtime';
import { createFetchFn, GraphQLHTTPError, requestBody } from './environment';

const persisted = { id: 'abc123', text: null, name: 'X', operationKind: 'query', metadata: {}, cacheID: 'c' } as unknown as RequestParameters;
const plain = { id: null, text: 'query X { viewer { email } }', name: 'X', operationKind: 'query', metadata: {}, cacheID: 'c' } as unknown as RequestParameters;

describe('Relay network', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the persisted document id, or the text when there is no id', () => {
    expect(JSON.parse(requestBody(persisted, { a: 1 }))).toEqual({ id: 'abc123', variables: { a: 1 } });
    expect(JSON.parse(requestBody(plain, {}))).toEqual({ query: plain.text, variables: {} });
  });

  it('posts to /graphql with a bearer token when there is one', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { ok: true } }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const fetchFn = createFetchFn(async () => 'tok');
    const res = await (fetchFn(persisted, {}, {}) as Promise<unknown>);
    expect(res).toEqual({ data: { ok: true } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('does not ask for a token for a request marked anonymous', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: {} }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const getToken = vi.fn(async () => 'tok');
    await (createFetchFn(getToken)(persisted, {}, { metadata: { anonymous: true } }) as Promise<unknown>);
    expect(getToken).not.toHaveBeenCalled();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('fetches a public persisted query by GET so its ETag can be revalidated', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { ok: true } }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const fetchFn = createFetchFn(async () => 'tok');
    await (fetchFn(persisted, { a: 1 }, { metadata: { anonymous: true } }) as Promise<unknown>);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql?id=abc123&variables=%7B%22a%22%3A1%7D');
    expect(init.method).toBe('GET');
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('sends no Authorization header for a visitor, and fails on a non-GraphQL answer', async () => {
    const fetchMock = vi.fn(async () => new Response('<html>', { status: 502 }));
    vi.stubGlobal('fetch', fetchMock);
    const fetchFn = createFetchFn(async () => null);
    await expect(fetchFn(persisted, {}, {}) as Promise<unknown>).rejects.toBeInstanceOf(GraphQLHTTPError);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });
});
