import { screen, within } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import Home from '../pages/Home';
import { renderAt } from '../test/utils';
import { CONTENT, resolveOperation } from './testFixtures';

// Content images on a public page: a library image as <picture>, a pasted URL as <img>.

const BANNER = '/media/0123456789abcdef0123456789abcdef.jpg';
const ABOUT = '/media/fedcba9876543210fedcba9876543210.png';

function home(banner: string, media: Record<string, unknown>[]) {
  const env = createMockEnvironment();
  const view = renderAt(<Home />, { page: 'Home', access: 'public', environment: env });
  const first = (CONTENT.BannerConnection as () => { edges: { node: Record<string, unknown> }[] })();
  const about = (CONTENT.AboutConnection as () => { edges: { node: Record<string, unknown> }[] })();
  resolveOperation(env, 'HomeQuery', {
    ...CONTENT,
    BannerConnection: () => ({ edges: [{ node: { ...first.edges[0].node, bannerImage: banner } }] }),
    AboutConnection: () => ({ edges: [{ node: { ...about.edges[0].node, aboutImg: ABOUT } }] }),
    Query: () => ({ publicMedia: media }),
  });
  return view;
}

const processed = {
  url: BANNER,
  width: 1920,
  height: 1280,
  alt: 'Two strategists reading a ranking report',
  webpSrcset: `/media/0123456789abcdef0123456789abcdef-320.webp 320w, /media/0123456789abcdef0123456789abcdef-1920.webp 1920w`,
  srcset: `/media/0123456789abcdef0123456789abcdef-320.jpg 320w, ${BANNER} 1920w`,
};

describe('content images', () => {
  it('shows a library image as <picture>: WebP widths first, its own size and alt text, fetched first above the fold', async () => {
    home(BANNER, [processed, { url: ABOUT, width: 800, height: 600, alt: 'Our office', webpSrcset: '', srcset: '' }]);
    const banner = await screen.findByRole('img', { name: 'Two strategists reading a ranking report' });
    const picture = banner.parentElement!;
    expect(picture.tagName).toBe('PICTURE');
    const source = picture.querySelector('source')!;
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute('srcset', processed.webpSrcset);
    expect(source.getAttribute('sizes')).toBe(banner.getAttribute('sizes'));
    expect(banner).toHaveAttribute('src', BANNER);
    expect(banner).toHaveAttribute('srcset', processed.srcset);
    expect(banner).toHaveAttribute('width', '1920');
    expect(banner).toHaveAttribute('height', '1280');
    expect(banner).toHaveAttribute('fetchpriority', 'high');
    expect(banner).not.toHaveAttribute('loading');

    // Not processed yet: the original alone, with its size and alt text, loaded lazily below the fold.
    const about = screen.getByRole('img', { name: 'Our office' });
    expect(about.parentElement!.tagName).not.toBe('PICTURE');
    expect(about).toHaveAttribute('src', ABOUT);
    expect(about).toHaveAttribute('width', '800');
    expect(about).toHaveAttribute('loading', 'lazy');
    expect(about).not.toHaveAttribute('srcset');
  });

  it('shows a pasted URL as a plain image with the section’s alt text and box', async () => {
    home('https://cdn.example.com/hero.png', [processed]);
    const banner = await screen.findByRole('img', { name: 'Illustration: a website climbing the search results' });
    expect(banner.parentElement!.tagName).not.toBe('PICTURE');
    expect(banner).toHaveAttribute('src', 'https://cdn.example.com/hero.png');
    expect(banner).toHaveAttribute('width', '640');
    expect(banner).toHaveAttribute('height', '480');
  });

  it('never shows an address that is not an image link', async () => {
    home('javascript:alert(1)', [{ ...processed, url: 'javascript:alert(1)' }]);
    const section = await screen.findByRole('region', { name: /Grow Your Business/ });
    expect(within(section).queryByRole('img')).toBeNull();
  });
});
