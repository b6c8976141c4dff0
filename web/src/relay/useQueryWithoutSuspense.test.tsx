import { act, render, screen } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { createOperationDescriptor, getRequest, type Environment } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SiteShellQuery from '../__generated__/SiteShellQuery.graphql';
import { AppProviders } from '../App';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { useSiteShell } from '../components/SiteShell';
import { makeAuth } from '../test/utils';
import { createRelayEnvironment, responsesOfPage } from './environment';

const id = SiteShellQuery.params.id as string;

const shellData = (copyrightText = '© 2025 Agency') => ({
  logos: { edges: [{ node: { id: 'L1', logo: 'https://cdn.example.com/logo.png' } }] },
  footerAbouts: { edges: [{ node: { id: 'FA1', aboutFooterText: 'About Us', aboutFooterDetails: 'We rank sites.' } }] },
  footerAddresses: { edges: [{ node: { id: 'AD1', footerPhone: '+1 555 0100', footeraddress: '1 Main St', footerEmail: 'hi@agency.test' } }] },
  footerSocials: { edges: [{ node: { id: 'S1', fblink: 'https://facebook.com/agency', inslink: '' } }] },
  copyrights: { edges: [{ node: { id: 'C1', copyrightText } }] },
});

/** The relay-data script the server writes into a page. */
const relayData = (data = shellData()) => JSON.stringify([{ id, variables: {}, response: { data } }]);

function pageWith(script: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const el = doc.createElement('script');
  el.type = 'application/json';
  el.id = 'relay-data';
  el.textContent = script;
  doc.body.appendChild(el);
  return doc;
}

function preloadedEnvironment(script = relayData()): Environment {
  return createRelayEnvironment(async () => null, responsesOfPage(pageWith(script)));
}

function stubFetch(data = shellData()) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** What each render of the shell's query saw. */
function ShellProbe({ renders }: { renders: string[] }) {
  const { data } = useSiteShell();
  renders.push(data ? 'data' : 'empty');
  return null;
}

/** The shell as Layout renders it: the header and the footer both read the shell's query. */
function Shell({ environment, renders = [], children }: { environment: Environment; renders?: string[]; children?: ReactNode }) {
  return (
    <AppProviders authStore={makeAuth().store} environment={environment}>
      <MemoryRouter>
        <ShellProbe renders={renders} />
        <SiteHeader />
        <SiteFooter />
        {children}
      </MemoryRouter>
    </AppProviders>
  );
}

/** Lets pending effects, microtasks and fetches run. */
async function settle() {
  await act(async () => {
    await new Promise((r) => setTimeout(r, 20));
  });
}

describe('useQueryWithoutSuspense with the data of a server-rendered page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('renders the preloaded data on the server, in one pass, without fetching', () => {
    const fetchMock = stubFetch();
    const html = renderToString(<Shell environment={preloadedEnvironment()} />);
    expect(html).toContain('We rank sites.');
    expect(html).toContain('© 2025 Agency');
    expect(html).toContain('hi@agency.test');
    expect(html).not.toContain('skeleton');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the preloaded data on the first render and does not fetch it again after mount', async () => {
    const fetchMock = stubFetch();
    const renders: string[] = [];
    const { container } = render(<Shell environment={preloadedEnvironment()} renders={renders} />);
    expect(renders[0]).toBe('data');
    expect(screen.getByText('© 2025 Agency')).toBeInTheDocument();
    expect(container.querySelectorAll('.skeleton')).toHaveLength(0);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(renders).not.toContain('empty');
  });

  it('still follows the store after a preloaded first render (an edit shows at once)', async () => {
    stubFetch();
    const environment = preloadedEnvironment();
    render(<Shell environment={environment} />);
    await settle();
    act(() => {
      environment.commitPayload(createOperationDescriptor(getRequest(SiteShellQuery), {}), shellData('© 2026 Agency'));
    });
    expect(screen.getByText('© 2026 Agency')).toBeInTheDocument();
  });

  it('a component mounted later (after the page has hydrated) fetches the query as before', async () => {
    const fetchMock = stubFetch(shellData('© 2026 Agency'));
    const environment = preloadedEnvironment();
    const { rerender } = render(<Shell environment={environment} />);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    const later: string[] = [];
    rerender(
      <Shell environment={environment}>
        <ShellProbe renders={later} />
      </Shell>,
    );
    // From the store at once, then refreshed from the server.
    expect(later[0]).toBe('data');
    expect(await screen.findByText('© 2026 Agency')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('without preloaded data, renders empty first and fetches the query once', async () => {
    const fetchMock = stubFetch();
    const renders: string[] = [];
    const { container } = render(<Shell environment={preloadedEnvironment('[]')} renders={renders} />);
    expect(renders[0]).toBe('empty');
    expect(container.querySelectorAll('.skeleton').length).toBeGreaterThan(0);
    expect(await screen.findByText('© 2025 Agency')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Public data: asked for by GET, without a token.
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe(`/graphql?id=${id}&variables=%7B%7D`);
  });

  it('hydrates the server-rendered markup from the page\'s data: no mismatch, no request', async () => {
    const fetchMock = stubFetch();
    const script = relayData();
    // The server: its own answers.
    const html = renderToString(<Shell environment={preloadedEnvironment(script)} />);
    // The browser: the page as sent, with the answers the server rendered it with.
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = 'relay-data';
    data.textContent = script;
    document.body.appendChild(data);
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.appendChild(root);
    const environment = createRelayEnvironment(async () => null, responsesOfPage(document));

    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    const renders: string[] = [];
    await act(async () => {
      hydrateRoot(
        root,
        <StrictMode>
          <Shell environment={environment} renders={renders} />
        </StrictMode>,
        { onRecoverableError: recoverable },
      );
    });
    await settle();
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(renders[0]).toBe('data');
    expect(renders).not.toContain('empty');
    expect(root.textContent).toContain('© 2025 Agency');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
