import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import DocumentEditor from './DocumentEditor';
import type { DocNode } from './format';

// The editor as an admin uses it: toolbar buttons and dialogs give the document's JSON.

vi.setConfig({ testTimeout: 20_000 });
// jsdom lays nothing out, and its ranges have no boxes: ProseMirror asks them when it scrolls the selection into view.
Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect();
const user = userEvent.setup({ delay: null });

const text = (t: string, marks?: DocNode['marks']): DocNode => (marks ? { type: 'text', text: t, marks } : { type: 'text', text: t });
const p = (...content: DocNode[]): DocNode => ({ type: 'paragraph', content });
const doc = (...content: DocNode[]): DocNode => ({ type: 'doc', content });

function setup(initial: DocNode | '' = '') {
  const env = createMockEnvironment();
  const changes: string[] = [];
  function Form() {
    const [value, setValue] = useState(initial ? JSON.stringify(initial) : '');
    return (
      <DocumentEditor
        label="Body"
        value={value}
        onChange={(v) => {
          changes.push(v);
          setValue(v);
        }}
      />
    );
  }
  render(
    <RelayEnvironmentProvider environment={env}>
      <Form />
    </RelayEnvironmentProvider>,
  );
  const area = screen.getByRole('textbox', { name: 'Body' });
  // The text's selection, as a mouse would set it (jsdom has no layout to click into).
  const editor = (area as HTMLElement & { editor: Editor }).editor;
  const select = (from: number, to = from) => act(() => void editor.commands.setTextSelection({ from, to }));
  const last = (): DocNode => JSON.parse(changes.at(-1)!);
  return { env, changes, editor, select, last };
}

const button = (name: string) => screen.getByRole('button', { name });

describe('DocumentEditor', () => {
  it('makes a heading of the paragraph, and shows it pressed', async () => {
    const { select, last } = setup(doc(p(text('Why audits matter'))));
    select(3);
    expect(button('Heading 2')).toHaveAttribute('aria-pressed', 'false');
    await user.click(button('Heading 2'));
    expect(last()).toEqual(doc({ type: 'heading', attrs: { level: 2 }, content: [text('Why audits matter')] }));
    expect(button('Heading 2')).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('Paragraph'));
    expect(last()).toEqual(doc(p(text('Why audits matter'))));
  });

  it('links the selected words, refusing a javascript: address with the reason', async () => {
    const { select, last, changes } = setup(doc(p(text('See our pricing now'))));
    select(9, 16); // "pricing"
    await user.click(button('Link'));
    const dialog = screen.getByRole('dialog', { name: 'Add a link' });
    const field = within(dialog).getByLabelText('Link address');
    await user.type(field, 'JaVaScRiPt:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('“javascript:” links are not allowed');
    expect(changes).toEqual([]);
    await user.clear(field);
    await user.type(field, '/pricing');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(last()).toEqual(doc(p(text('See our '), text('pricing', [{ type: 'link', attrs: { href: '/pricing' } }]), text(' now'))));
  });

  it('makes a bulleted list and a numbered one', async () => {
    const { select, last } = setup(doc(p(text('One point'))));
    select(2);
    await user.click(button('Bulleted list'));
    expect(last()).toEqual(doc({ type: 'bulletList', content: [{ type: 'listItem', content: [p(text('One point'))] }] }));
    expect(button('Bulleted list')).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('Numbered list'));
    expect(last()).toEqual(doc({ type: 'orderedList', content: [{ type: 'listItem', content: [p(text('One point'))] }] }));
  });

  it('inserts a library image with its alt text and caption', async () => {
    const { env, select, last } = setup(doc(p(text('Intro'))));
    select(6);
    await user.click(button('Image'));
    // The media library's picker opens first.
    await waitFor(() => expect(env.mock.getAllOperations().map((o) => o.request.node.params.name)).toContain('mediaPickerQuery'));
    act(() =>
      env.mock.resolveMostRecentOperation((op) =>
        MockPayloadGenerator.generate(op, {
          MediaConnection: () => ({ totalCount: 1, edges: [{ node: { id: 'm1', url: '/media/abc.jpg', webpSrcset: '', filename: 'chart.jpg', alt: 'Chart', width: 800, height: 600 } }] }),
        }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Choose chart.jpg: Chart' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an image' });
    await user.click(within(dialog).getByRole('button', { name: 'Insert image' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The alt text is required.');
    await user.type(within(dialog).getByLabelText('Alt text (required)'), 'Traffic doubled in six months');
    await user.type(within(dialog).getByLabelText('Caption (optional)'), 'Organic sessions, 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Insert image' }));
    expect(last().content).toContainEqual({ type: 'image', attrs: { src: '/media/abc.jpg', alt: 'Traffic doubled in six months', caption: 'Organic sessions, 2026' } });
  });

  it('inserts a YouTube video from a pasted address, refusing one that is not YouTube', async () => {
    const { select, last } = setup(doc(p(text('Watch'))));
    select(6);
    await user.click(button('YouTube video'));
    const dialog = screen.getByRole('dialog', { name: 'Add a YouTube video' });
    const address = within(dialog).getByLabelText('YouTube address or video id');
    await user.type(address, 'https://evil.example/watch?v=dQw4w9WgXcQ');
    await user.type(within(dialog).getByLabelText('Title (shown on the play button)'), 'Our process');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This is not a YouTube video address');
    await user.clear(address);
    await user.type(address, 'https://youtu.be/dQw4w9WgXcQ?t=42');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(last().content).toContainEqual({ type: 'youtube', attrs: { videoId: 'dQw4w9WgXcQ', title: 'Our process' } });
  });

  it('inserts an FAQ of question and answer pairs, and edits it again', async () => {
    const { editor, select, last } = setup(doc(p(text('Questions'))));
    select(10);
    await user.click(button('FAQ'));
    let dialog = screen.getByRole('dialog', { name: 'Add an FAQ' });
    await user.type(within(dialog).getByLabelText('Question 1'), 'How long does SEO take?');
    await user.click(within(dialog).getByRole('button', { name: 'Add a question' }));
    await user.type(within(dialog).getByLabelText('Question 2'), 'Do you write content?');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Question 1 needs both a question and an answer.');
    await user.type(within(dialog).getByLabelText('Answer 1'), 'Three to six months.');
    await user.type(within(dialog).getByLabelText('Answer 2'), 'Yes.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const faq = {
      type: 'faq',
      content: [
        { type: 'faqItem', attrs: { question: 'How long does SEO take?', answer: 'Three to six months.' } },
        { type: 'faqItem', attrs: { question: 'Do you write content?', answer: 'Yes.' } },
      ],
    };
    expect(last().content).toContainEqual(faq);

    // Selected, the FAQ opens with its pairs; removing one saves the other.
    let at = -1;
    editor.state.doc.descendants((n, pos) => {
      if (n.type.name === 'faq') at = pos;
    });
    act(() => void editor.commands.setNodeSelection(at));
    await user.click(button('FAQ'));
    dialog = screen.getByRole('dialog', { name: 'Edit the FAQ' });
    expect(within(dialog).getByLabelText('Question 2')).toHaveValue('Do you write content?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove question 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(last().content?.filter((n) => n.type === 'faq')).toEqual([{ ...faq, content: [faq.content[1]] }]);
  });

  it('inserts a call to action, refusing a data: link', async () => {
    const { select, last } = setup(doc(p(text('End'))));
    select(4);
    await user.click(button('Call to action'));
    const dialog = screen.getByRole('dialog', { name: 'Add a call to action' });
    await user.type(within(dialog).getByLabelText('Heading'), 'Ready to grow?');
    await user.type(within(dialog).getByLabelText('Button label'), 'Contact us');
    const href = within(dialog).getByLabelText('Button link');
    await user.type(href, 'data:text/html,hi');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('“data:” links are not allowed');
    await user.clear(href);
    await user.type(href, '/contact');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(last().content).toContainEqual({ type: 'callToAction', attrs: { heading: 'Ready to grow?', label: 'Contact us', href: '/contact' } });
  });

  it('puts a new block after a selected block of another kind, never over it', async () => {
    const video = { type: 'youtube', attrs: { title: 'Our method', videoId: 'dQw4w9WgXcQ' } };
    const { editor, last } = setup(doc(p(text('Intro')), video as DocNode));
    let at = -1;
    editor.state.doc.descendants((n, pos) => {
      if (n.type.name === 'youtube') at = pos;
    });
    act(() => void editor.commands.setNodeSelection(at)); // as just after inserting it
    await user.click(button('Call to action'));
    const dialog = screen.getByRole('dialog', { name: 'Add a call to action' });
    await user.type(within(dialog).getByLabelText('Heading'), 'Ready?');
    await user.type(within(dialog).getByLabelText('Button label'), 'Contact us');
    await user.type(within(dialog).getByLabelText('Button link'), '/contact');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(last().content!.map((n) => n.type)).toEqual(['paragraph', 'youtube', 'callToAction']);
  });

  it('inserts a table with a header row, then adds a row', async () => {
    const { select, last } = setup(doc(p(text('Prices'))));
    select(7);
    expect(button('Add row')).toBeDisabled();
    await user.click(button('Insert table'));
    const table = last().content!.find((n) => n.type === 'table')!;
    expect(table.content).toHaveLength(3);
    expect(table.content![0].content!.map((c) => c.type)).toEqual(['tableHeader', 'tableHeader', 'tableHeader']);
    expect(table.content![1].content!.map((c) => c.type)).toEqual(['tableCell', 'tableCell', 'tableCell']);
    await user.click(button('Add row'));
    expect(last().content!.find((n) => n.type === 'table')!.content).toHaveLength(4);
  });

  it('adds no <style> element (the Content Security Policy refuses inline styles)', () => {
    setup(doc(p(text('x'))));
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });

  it('loads a stored document back unchanged', async () => {
    const stored = doc(
      { type: 'heading', attrs: { level: 3 }, content: [text('Plan')] },
      p(text('Read '), text('this', [{ type: 'bold' }, { type: 'link', attrs: { href: 'https://example.com/a?b=1#c' } }]), { type: 'hardBreak' }, text('code', [{ type: 'code' }])),
      { type: 'orderedList', attrs: { start: 4 }, content: [{ type: 'listItem', content: [p(text('Four')), { type: 'bulletList', content: [{ type: 'listItem', content: [p(text('nested'))] }] }] }] },
      { type: 'blockquote', content: [p(text('Quote'))] },
      { type: 'horizontalRule' },
      {
        type: 'table',
        content: [
          { type: 'tableRow', content: [{ type: 'tableHeader', attrs: { colspan: 2 }, content: [p(text('Head'))] }] },
          { type: 'tableRow', content: [{ type: 'tableCell', content: [p(text('a'))] }, { type: 'tableCell', content: [p(text('b'))] }] },
        ],
      },
      { type: 'image', attrs: { src: '/media/abc.jpg', alt: 'Chart', caption: 'Caption' } },
      { type: 'image', attrs: { src: '/media/def.png', alt: 'No caption' } },
      { type: 'youtube', attrs: { videoId: 'dQw4w9WgXcQ', title: 'Video' } },
      { type: 'callToAction', attrs: { heading: 'Go', text: 'Now', label: 'Start', href: 'tel:+15551234' } },
      { type: 'faq', content: [{ type: 'faqItem', attrs: { question: 'Q?', answer: 'A.' } }] },
      p(text('end')),
    );
    const { select, last } = setup(stored);
    // Bold on and off again: an edit that changes nothing gives the document as it was.
    select(2, 5);
    await user.click(button('Bold'));
    await user.click(button('Bold'));
    expect(last()).toEqual(stored);
  });
});
