import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import HomeQuery from '../__generated__/HomeQuery.graphql';
import { AppProviders } from '../App';
import { createRelayEnvironment } from '../relay/environment';
import { CONTENT } from '../sections/testFixtures';
import { makeAuth } from '../test/utils';
import { pages } from './index';

/** The home page on the server: its query answered at once, as the Go server does. */
function renderHome() {
  const { data } = MockPayloadGenerator.generate(createOperationDescriptor(getRequest(HomeQuery), {}), CONTENT);
  const environment = createRelayEnvironment(async () => null, {
    take: (id) => (id === HomeQuery.params.id ? { data: data! } : null),
  });
  return renderToString(
    <AppProviders authStore={makeAuth().store} environment={environment}>
      <MemoryRouter>
        <pages.Home />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders a page without suspending once preload() has resolved', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    // Not loaded yet: a lazy page suspends, which a one-pass server render cannot wait for.
    expect(() => renderHome()).toThrow(/suspended/);
    await pages.Home.preload();
    const html = renderHome();
    expect(html).toContain('Grow Your Business With Search Engine Optimization');
    expect(html).not.toContain('skeleton');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
