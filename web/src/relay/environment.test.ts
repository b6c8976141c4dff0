import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOperationDescriptor, fetchQuery, getRequest, type RequestParameters } from 'relay-runtime';
import SiteShellQuery from '../__generated__/SiteShellQuery.graphql';
import { createRelayEnvironment } from './environment';
import { createFetchFn, GraphQLHTTPError, requestBody, responsesOfPage } from './network';

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

  it('sends a file as a GraphQL multipart request: operations, map, then the file', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { ok: true } }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const file = new File(['GIF89a'], 'a.gif', { type: 'image/gif' });
    await (createFetchFn(async () => 'tok')(persisted, { file: null, alt: 'A' }, {}, { file }) as Promise<unknown>);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers['Content-Type']).toBeUndefined();
    const form = init.body as FormData;
    expect([...form.keys()]).toEqual(['operations', 'map', 'file']);
    expect(JSON.parse(form.get('operations') as string)).toEqual({ id: 'abc123', variables: { file: null, alt: 'A' } });
    expect(JSON.parse(form.get('map') as string)).toEqual({ file: ['variables.file'] });
    expect((form.get('file') as File).name).toBe('a.gif');
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

/** A document as the server sends it: the page's GraphQL answers in a JSON script. */
function pageWith(script: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (script !== null) {
    const el = doc.createElement('script');
    el.type = 'application/json';
    el.id = 'relay-data';
    el.textContent = script;
    doc.body.appendChild(el);
  }
  return doc;
}

const shellData = {
  logos: { edges: [{ node: { id: 'L1', logo: 'https://cdn.example.com/logo.png' } }] },
  footerAbouts: { edges: [] },
  footerAddresses: { edges: [] },
  footerSocials: { edges: [] },
  copyrights: { edges: [{ node: { id: 'C1', copyrightText: '© 2025 Agency' } }] },
  siteIdentities: { edges: [] },
  menuItems: { edges: [{ node: { id: 'M1', menu: 'HEADER', label: 'Home', target: '/', newTab: false } }] },
  publicMedia: [],
};

describe('responses of a server-rendered page', () => {
  it('gives each response once, to the request with the same id and variables', () => {
    const responses = responsesOfPage(
      pageWith(
        JSON.stringify([
          { id: 'q1', variables: {}, response: { data: { a: 1 } } },
          { id: 'q2', variables: { slug: 'x' }, response: { data: { b: 2 } } },
        ]),
      ),
    );
    expect(responses.take('q2', { slug: 'y' })).toBeNull();
    expect(responses.take('q3', {})).toBeNull();
    expect(responses.take('q1', {})).toEqual({ data: { a: 1 } });
    expect(responses.take('q1', {})).toBeNull();
    expect(responses.take('q2', { slug: 'x' })).toEqual({ data: { b: 2 } });
    expect(responses.take('q2', { slug: 'x' })).toBeNull();
  });

  it('answers nothing (and does not throw) when the script is not what the server writes', () => {
    for (const script of ['not json', '{"id":"q1"}', 'null', '']) {
      let responses: ReturnType<typeof responsesOfPage> | undefined;
      expect(() => {
        responses = responsesOfPage(pageWith(script));
      }).not.toThrow();
      expect(responses!.take('q1', {})).toBeNull();
    }
  });

  it('answers nothing when the page has no script (a page rendered in the browser)', () => {
    expect(responsesOfPage(pageWith(null)).take('q1', {})).toBeNull();
    expect(responsesOfPage(undefined).take('q1', {})).toBeNull();
  });
});

describe('Relay environment with preloaded responses', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers a preloaded persisted query at once without the network, then asks the server', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: shellData }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const id = SiteShellQuery.params.id as string;
    const preloaded = responsesOfPage(pageWith(JSON.stringify([{ id, variables: {}, response: { data: shellData } }])));
    const environment = createRelayEnvironment(async () => null, preloaded);

    const seen: string[] = [];
    let completed = false;
    fetchQuery(environment, SiteShellQuery, {}).subscribe({
      next: () => seen.push('next'),
      complete: () => {
        completed = true;
      },
    });
    seen.push('subscribed');
    expect(seen).toEqual(['next', 'subscribed']);
    expect(completed).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    const operation = createOperationDescriptor(getRequest(SiteShellQuery), {});
    expect(environment.check(operation).status).toBe('available');

    // The page's answer is used once: the next request for it goes to the server.
    await new Promise<void>((resolve, reject) => {
      fetchQuery(environment, SiteShellQuery, {}).subscribe({ complete: resolve, error: reject });
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ id, variables: {} });
  });

  it('fetches from the server when the preloaded responses do not have the query', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: shellData }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const environment = createRelayEnvironment(async () => null, responsesOfPage(pageWith('[]')));
    const seen: string[] = [];
    const done = new Promise<void>((resolve, reject) => {
      fetchQuery(environment, SiteShellQuery, {}).subscribe({ next: () => seen.push('next'), complete: resolve, error: reject });
    });
    seen.push('subscribed');
    await done;
    expect(seen).toEqual(['subscribed', 'next']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never answers a mutation from the preloaded responses', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { ok: true } }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const mutation = { ...persisted, operationKind: 'mutation' } as RequestParameters;
    const take = vi.fn(() => ({ data: { ok: false } }));
    const environment = createRelayEnvironment(async () => null, { take });
    const network = environment.getNetwork();
    const result = await new Promise((resolve, reject) => {
      network.execute(mutation, {}, {}).subscribe({ next: resolve, error: reject });
    });
    expect(result).toEqual({ data: { ok: true } });
    expect(take).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
