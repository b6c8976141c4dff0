import { createOperationDescriptor, getRequest, type ConcreteRequest } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import HomeQuery from '../__generated__/HomeQuery.graphql';
import SiteShellQuery from '../__generated__/SiteShellQuery.graphql';
import { prepare, render } from '../entry-server';
import { CONTENT } from '../sections/testFixtures';

const answer = (query: ConcreteRequest) => MockPayloadGenerator.generate(createOperationDescriptor(getRequest(query), {}), CONTENT);

describe('the server renderer (entry-server)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('paints a page in one pass once prepare() has loaded its code, from the answers of __fetchQuery', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const asked: string[] = [];
    vi.stubGlobal('__fetchQuery', (id: string) => {
      asked.push(id);
      const query = [HomeQuery, SiteShellQuery].find((q) => q.params.id === id);
      return JSON.stringify(query ? answer(query) : { data: null, errors: [{ message: 'unknown query' }] });
    });
    await prepare('Home');
    const html = render('/');
    expect(html).toContain('Grow Your Business With Search Engine Optimization');
    expect(html).not.toContain('skeleton');
    expect(html).not.toContain('<template'); // no boundary left for the browser to fill
    expect(asked.sort()).toEqual([HomeQuery.params.id, SiteShellQuery.params.id].sort());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
