import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { MemoryRouter } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test/utils';
import { DocumentView } from './DocumentView';
import type { DocNode } from './format';

// A post's body as a reader gets it, and hostile documents (which the server refuses: the
// renderer must still make them harmless) as they end up in the page.

const text = (t: string, marks?: DocNode['marks']): DocNode => (marks ? { type: 'text', text: t, marks } : { type: 'text', text: t });
const p = (...content: DocNode[]): DocNode => ({ type: 'paragraph', content });
const doc = (...content: DocNode[]): DocNode => ({ type: 'doc', content });
const link = (href: string) => [{ type: 'link', attrs: { href } }];

function show(document: unknown) {
  return renderAt(<DocumentView document={document} />, { access: 'public' });
}

const IMAGE = '/media/0123456789abcdef0123456789abcdef.jpg';

describe('DocumentView', () => {
  it('renders each block as a reader sees it', () => {
    const { container } = show(
      JSON.stringify(
        doc(
          { type: 'heading', attrs: { level: 2 }, content: [text('Why audits matter')] },
          { type: 'heading', attrs: { level: 4 }, content: [text('In short')] },
          p(text('Read '), text('our pricing', link('/pricing')), text(' or '), text('mail us', link('mailto:hello@example.com')), text(' now.', [{ type: 'bold' }])),
          p(text('strong', [{ type: 'bold' }, { type: 'italic' }]), { type: 'hardBreak' }, text('old', [{ type: 'strike' }]), text('go test', [{ type: 'code' }])),
          { type: 'bulletList', content: [{ type: 'listItem', content: [p(text('First point'))] }, { type: 'listItem', content: [p(text('Second point'))] }] },
          { type: 'orderedList', attrs: { start: 3 }, content: [{ type: 'listItem', content: [p(text('Third step'))] }] },
          { type: 'blockquote', content: [p(text('Rankings follow content.'))] },
          { type: 'horizontalRule' },
          {
            type: 'table',
            content: [
              { type: 'tableRow', content: [{ type: 'tableHeader', content: [p(text('Plan'))] }, { type: 'tableHeader', content: [p(text('Price'))] }] },
              { type: 'tableRow', content: [{ type: 'tableCell', content: [p(text('Basic'))] }, { type: 'tableCell', content: [p(text('$10'))] }] },
            ],
          },
          { type: 'image', attrs: { src: IMAGE, alt: 'A ranking chart going up', caption: 'Six months of work' } },
          { type: 'callToAction', attrs: { heading: 'Ready to grow?', text: 'Book a free audit.', label: 'Contact us', href: '/contact' } },
          {
            type: 'faq',
            content: [
              { type: 'faqItem', attrs: { question: 'How long does SEO take?', answer: 'Three to six months.' } },
              { type: 'faqItem', attrs: { question: 'Do you write content?', answer: 'Yes.' } },
            ],
          },
        ),
      ),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Why audits matter' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'In short' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'our pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'mail us' })).toHaveAttribute('href', 'mailto:hello@example.com');
    expect(screen.getByText('now.', { exact: false }).tagName).toBe('STRONG');
    expect(screen.getByText('strong').closest('strong')).not.toBeNull();
    expect(screen.getByText('strong').closest('em')).not.toBeNull();
    expect(screen.getByText('old').tagName).toBe('S');
    expect(screen.getByText('go test').tagName).toBe('CODE');
    const [bullets, numbered] = screen.getAllByRole('list');
    expect(within(bullets).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['First point', 'Second point']);
    expect(numbered).toHaveAttribute('start', '3');
    expect(screen.getByText('Rankings follow content.').closest('blockquote')).not.toBeNull();
    expect(screen.getByRole('separator')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Plan', 'Price']);
    expect(within(table).getAllByRole('cell').map((td) => td.textContent)).toEqual(['Basic', '$10']);
    const img = screen.getByRole('img', { name: 'A ranking chart going up' });
    expect(img).toHaveAttribute('src', IMAGE);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.closest('figure')?.querySelector('figcaption')).toHaveTextContent('Six months of work');
    const cta = screen.getByRole('complementary', { name: 'Ready to grow?' });
    expect(cta).toHaveTextContent('Book a free audit.');
    expect(within(cta).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    const questions = [...container.querySelectorAll('details > summary')].map((s) => s.textContent);
    expect(questions).toEqual(['How long does SEO take?', 'Do you write content?']);
    expect(screen.getByText('Three to six months.')).not.toBeVisible();
  });

  it('opens an FAQ answer when its question is clicked', async () => {
    show(doc({ type: 'faq', content: [{ type: 'faqItem', attrs: { question: 'Is it free?', answer: 'The first audit is.' } }] }));
    await userEvent.click(screen.getByText('Is it free?'));
    expect(screen.getByText('The first audit is.')).toBeVisible();
  });

  it('loads nothing from YouTube before the click, and the privacy-enhanced player after it', async () => {
    const { container } = show(doc({ type: 'youtube', attrs: { videoId: 'dQw4w9WgXcQ', title: 'Our SEO process in 3 minutes' } }));
    const youtube = () => [...container.querySelectorAll('iframe, img, script, link, source')].filter((e) => /youtube|ytimg/.test(e.outerHTML));
    expect(youtube()).toEqual([]);
    expect(container.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Play video: Our SEO process in 3 minutes' }));
    const player = screen.getByTitle('Our SEO process in 3 minutes');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
  });

  it('renders hostile links as their text, with no anchor to them', () => {
    const hostile = ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '//evil.example/x', '/\\evil.example', 'https://'];
    const { container } = show(doc(...hostile.map((href, i) => p(text(`link ${i}`, link(href))))));
    for (let i = 0; i < hostile.length; i++) expect(screen.getByText(`link ${i}`).closest('a')).toBeNull();
    expect(container.querySelectorAll('a')).toHaveLength(0);
  });

  it('shows a hostile call to action without its link', () => {
    show(doc({ type: 'callToAction', attrs: { heading: 'Win', label: 'Claim', href: 'javascript:steal()' } }));
    expect(screen.getByText('Claim')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows markup and script in text as text, and drops event handler attrs', () => {
    const { container } = show(
      doc(
        p(text('<script>alert(1)</script>'), text('<img src=x onerror=alert(1)>')),
        { type: 'paragraph', attrs: { onclick: 'alert(1)', style: 'color:red' }, content: [text('plain')] },
        { type: 'image', attrs: { src: IMAGE, alt: 'x" onerror="alert(1)', onerror: 'alert(1)' } },
      ),
    );
    expect(screen.getByText('<script>alert(1)</script><img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(1);
    const attrs = [...container.querySelectorAll('*')].flatMap((e) => [...e.attributes].map((a) => a.name));
    expect(attrs.filter((a) => a.startsWith('on') || a === 'style')).toEqual([]);
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'x" onerror="alert(1)');
  });

  it('renders nothing for an image from off the site, or an unknown block', () => {
    const { container } = show(
      doc(
        { type: 'image', attrs: { src: 'https://tracker.example/pixel.gif', alt: 'Off-site' } },
        { type: 'image', attrs: { src: 'javascript:alert(1)', alt: 'Script' } },
        { type: 'image', attrs: { src: '/media/\\..\\x.png', alt: 'Backslash' } },
        { type: 'script', content: [text('alert(1)')] },
        { type: 'iframe', attrs: { src: 'https://evil.example' } },
        { type: 'youtube', attrs: { videoId: '"><script>', title: 'Bad id' } },
        p(text('still here')),
      ),
    );
    expect(container.querySelectorAll('img, iframe, script, button')).toHaveLength(0);
    expect(screen.queryByText('alert(1)')).toBeNull();
    expect(screen.getByText('still here')).toBeInTheDocument();
  });

  it('stops at the format’s nesting depth and survives very deep documents', () => {
    let deep: DocNode = p(text('bottom'));
    for (let i = 0; i < 5000; i++) deep = { type: 'blockquote', content: [deep] };
    show(doc(p(text('top')), deep));
    expect(screen.getByText('top')).toBeInTheDocument();
    expect(screen.queryByText('bottom')).toBeNull();
    expect(document.querySelectorAll('blockquote').length).toBeLessThanOrEqual(11);
  });

  it('shows an empty body for what is not a document', () => {
    for (const bad of ['not json', '{"type":"script"}', null, 42]) {
      const { container, unmount } = show(bad);
      expect(container.textContent).toBe('');
      unmount();
    }
  });

  it('paints on the server as it renders in the browser: the same markup hydrates, and the video plays after', async () => {
    const body = doc(
      p(text('Intro with '), text('a link', link('https://example.com'))),
      { type: 'youtube', attrs: { videoId: 'dQw4w9WgXcQ', title: 'Our process' } },
      { type: 'callToAction', attrs: { heading: 'Ready?', label: 'Go', href: '/contact' } },
      { type: 'faq', content: [{ type: 'faqItem', attrs: { question: 'Q?', answer: 'A.' } }] },
    );
    const env = createMockEnvironment();
    const tree = (
      <RelayEnvironmentProvider environment={env}>
        <MemoryRouter>
          <DocumentView document={body} />
        </MemoryRouter>
      </RelayEnvironmentProvider>
    );
    const root = document.createElement('div');
    root.innerHTML = renderToString(tree);
    document.body.append(root);
    expect(root.querySelector('iframe')).toBeNull();
    const recoverable = vi.fn();
    await act(async () => void hydrateRoot(root, tree, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    await userEvent.click(within(root).getByRole('button', { name: 'Play video: Our process' }));
    expect(root.querySelector('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    root.remove();
  });
});
