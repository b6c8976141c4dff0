/**
 * A painted public page hydrates in the light runtime without a difference: the server's
 * markup (entry-server.tsx, with the real Relay and React Router) is taken over by
 * light/start.tsx (with ./relay.ts and ./router.tsx in their place, as the `light` build
 * resolves them) with no hydration error and no mismatched attribute (useId's ids included).
 */
import { waitFor } from '@testing-library/react';
import { createOperationDescriptor, getRequest, type ConcreteRequest } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTENT } from '../sections/testFixtures';

/** Which implementation the modules get: the server's render, then the light runtime's. */
const mode = vi.hoisted(() => ({ light: false }));

/** A module whose exports are the real ones while rendering on the "server", the stand-ins after. */
function switched(real: Record<string, unknown>, light: Record<string, unknown>) {
  const out = {};
  for (const k of new Set([...Object.keys(real), ...Object.keys(light)])) {
    Object.defineProperty(out, k, { enumerable: true, get: () => (mode.light && k in light ? light[k] : real[k]) });
  }
  return out;
}
vi.mock('react-router', async (original) => switched(await original(), await import('./router')));
vi.mock('react-relay/hooks', async (original) => switched(await original(), await import('./relay')));
vi.mock('relay-runtime', async (original) => switched(await original(), await import('./relay')));

const QUERIES: Record<string, () => Promise<{ default: unknown }>> = {
  SiteShellQuery: () => import('../__generated__/SiteShellQuery.graphql'),
  HomeQuery: () => import('../__generated__/HomeQuery.graphql'),
  ContactQuery: () => import('../__generated__/ContactQuery.graphql'),
  ServicesQuery: () => import('../__generated__/ServicesQuery.graphql'),
  PricingQuery: () => import('../__generated__/PricingQuery.graphql'),
  SupportQuery: () => import('../__generated__/SupportQuery.graphql'),
  BlogQuery: () => import('../__generated__/BlogQuery.graphql'),
  PostQuery: () => import('../__generated__/PostQuery.graphql'),
};

/** A published post with what its body can hold that the page draws apart: an image and an FAQ. */
const POST = {
  id: 'UG9zdDox',
  slug: 'crawl-budget-explained',
  title: 'Crawl budget, explained',
  seoTitle: '',
  summary: 'How search engines decide which of your pages to crawl.',
  coverImage: '/media/cover.jpg',
  coverAlt: 'A chart',
  publishedAt: '2026-11-20T09:00:00Z',
  readingMinutes: 3,
  authorName: 'team',
  body: JSON.stringify({
    type: 'doc',
    content: [
      { type: 'paragraph', content: [{ type: 'text', text: 'Search engines crawl a site within a budget.' }] },
      { type: 'image', attrs: { src: '/media/traffic.jpg', alt: 'Organic visits by month', caption: 'Visits doubled' } },
      { type: 'faq', content: [{ type: 'faqItem', attrs: { question: 'What is a crawl budget?', answer: 'How many pages a search engine fetches.' } }] },
    ],
  }),
};
const MEDIA = [
  { url: '/media/cover.jpg', width: 1280, height: 720, alt: 'A chart', webpSrcset: '/media/cover-640.webp 640w', srcset: '/media/cover-640.jpg 640w' },
  { url: '/media/traffic.jpg', width: 1200, height: 675, alt: 'Organic visits', webpSrcset: '', srcset: '' },
];
const RESOLVERS = { ...CONTENT, Post: () => POST, BlogPage: () => ({ page: 2, pageCount: 3, posts: [POST] }), Media: (_: unknown, id: () => number) => MEDIA[id() % 2] };

/** The seeded content as the server answers each query (by persisted id). */
async function answers(): Promise<Map<string, unknown>> {
  const byId = new Map<string, unknown>();
  for (const load of Object.values(QUERIES)) {
    const request = getRequest((await load()).default as ConcreteRequest);
    byId.set(request.params.id!, MockPayloadGenerator.generate(createOperationDescriptor(request, {}), RESOLVERS));
  }
  return byId;
}

/** The root's elements React has not taken over yet (a Suspense boundary hydrates on its own). */
function unhydrated(): string[] {
  return [...document.querySelectorAll('#root *:not(link)')]
    .filter((el) => !Object.keys(el).some((k) => k.startsWith('__reactFiber$')))
    .map((el) => el.outerHTML.slice(0, 80));
}

afterEach(() => {
  mode.light = false;
  delete document.documentElement.dataset.app;
});

describe('light runtime', () => {
  it.each([
    ['/', 'Home'],
    ['/contact', 'Contact'],
    ['/service', 'Services'],
    ['/pricing', 'Pricing'],
    ['/support', 'Support'],
    ['/blog', 'Blog'],
    ['/blog/page/2/', 'Blog'],
    ['/blog/crawl-budget-explained', 'Post'],
  ] as const)('hydrates the painted %s without a mismatch', async (path, page) => {
    const byId = await answers();
    const data: unknown[] = [];
    (globalThis as { __fetchQuery?: unknown }).__fetchQuery = (id: string, variables: string) => {
      const response = byId.get(id);
      data.push({ id, variables: JSON.parse(variables), response });
      return JSON.stringify(response);
    };
    const server = await import('../entry-server');
    await server.prepare(page);
    const html = server.render(path);
    expect(html).toContain('<main id="main"');

    document.body.innerHTML = `<div id="root">${html}</div><script type="application/json" id="relay-data">${JSON.stringify(data)}</script>`;
    history.replaceState(null, '', path);
    const errors = vi.spyOn(console, 'error');
    mode.light = true;
    const root = (await import('./start')).startLight();
    await waitFor(() => expect(document.documentElement.dataset.app).toBe('started'));
    await waitFor(() => expect(unhydrated()).toEqual([]), { timeout: 10_000 });
    expect(errors.mock.calls.map((c) => c.join(' '))).toEqual([]);
    root.unmount();
  }, 30_000);
});
