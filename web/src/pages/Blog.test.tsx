import { screen, within } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { pendingOperation, resolveOperation } from '../sections/testFixtures';
import { renderAt } from '../test/utils';
import Blog from './Blog';
import Post from './Post';

// The blog's listing and a post, as a visitor reads them (the painter renders the same).

const post = (n: number) => ({
  id: String(1000 + n),
  slug: `post-${n}`,
  title: `Post ${n}`,
  summary: `Summary ${n}`,
  coverImage: '',
  coverAlt: '',
  publishedAt: '2026-11-03T09:00:00Z',
  readingMinutes: 4,
  authorName: 'maria',
});

describe('/blog', () => {
  it('lists the page’s posts with their date, reading time and author, and links to every page', async () => {
    const env = createMockEnvironment();
    renderAt(<Blog />, { page: 'Blog', access: 'public', environment: env, path: '/blog/page/2', route: '/blog/page/:page' });
    const op = pendingOperation(env, 'BlogQuery');
    expect(op.request.variables).toEqual({ page: 2 });
    expect(op.request.cacheConfig?.metadata).toEqual({ anonymous: true });
    resolveOperation(env, 'BlogQuery', { BlogPage: () => ({ page: 2, pageCount: 3, totalCount: 25, posts: [post(11), post(12)] }), Query: () => ({ publicMedia: [] }) });
    const first = await screen.findByRole('article', { name: 'Post 11' });
    expect(within(first).getByRole('link', { name: 'Post 11' })).toHaveAttribute('href', '/blog/post-11');
    expect(first).toHaveTextContent('3 November 2026 · 4 min read · maria');
    expect(first).toHaveTextContent('Summary 11');
    const pages = screen.getByRole('navigation', { name: 'Pages of the blog' });
    expect(within(pages).getByRole('link', { name: 'Newer posts' })).toHaveAttribute('href', '/blog');
    expect(within(pages).getByRole('link', { name: 'Older posts' })).toHaveAttribute('href', '/blog/page/3');
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/blog');
    expect(within(pages).getByText('2')).toHaveAttribute('aria-current', 'page');
  });

  it('a page past the last is the 404 page', async () => {
    const env = createMockEnvironment();
    renderAt(<Blog />, { page: 'Blog', access: 'public', environment: env, path: '/blog/page/9', route: '/blog/page/:page' });
    resolveOperation(env, 'BlogQuery', { BlogPage: () => ({ page: 9, pageCount: 3, totalCount: 25, posts: [] }), Query: () => ({ publicMedia: [] }) });
    expect(await screen.findByRole('heading', { level: 1, name: "We can't find that page" })).toBeInTheDocument();
  });
});

describe('/blog/{slug}', () => {
  it('shows the post: breadcrumb, title, date, reading time, author and its body', async () => {
    const env = createMockEnvironment();
    renderAt(<Post />, { page: 'Post', access: 'public', environment: env, path: '/blog/crawl-budget', route: '/blog/:slug' });
    expect(pendingOperation(env, 'PostQuery').request.variables).toEqual({ slug: 'crawl-budget' });
    const body = JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Search engines crawl within a budget.' }] }] });
    resolveOperation(env, 'PostQuery', {
      Post: () => ({ id: '7', title: 'Crawl budget', seoTitle: '', body, coverImage: '', coverAlt: '', publishedAt: '2026-11-27T08:00:00Z', readingMinutes: 1, authorName: 'maria' }),
      Query: () => ({ publicMedia: [] }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Crawl budget' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByText('Search engines crawl within a budget.')).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent('27 November 2026 · 1 min read · By maria');
    expect(document.title).toBe('Crawl budget | SEO Agency');
  });

  it('a slug with no published post is the 404 page', async () => {
    const env = createMockEnvironment();
    renderAt(<Post />, { page: 'Post', access: 'public', environment: env, path: '/blog/gone', route: '/blog/:slug' });
    resolveOperation(env, 'PostQuery', { Query: () => ({ postBySlug: null, publicMedia: [] }) });
    expect(await screen.findByRole('heading', { level: 1, name: "We can't find that page" })).toBeInTheDocument();
  });
});
