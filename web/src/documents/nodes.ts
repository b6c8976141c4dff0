/**
 * The editor's schema: Tiptap's nodes narrowed to the format (docs/documents.md) and the
 * format's own blocks (image with caption, youtube, callToAction, faq/faqItem), so that
 * editor.getJSON() is a document the server accepts.
 */
import { Node, type Attributes, type Extensions } from '@tiptap/core';
import Blockquote from '@tiptap/extension-blockquote';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { ListItem } from '@tiptap/extension-list';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { isVideoId, linkProblem, mediaSrc } from './format';

/** Attrs kept in data-* attributes of the editor's HTML (for copy and paste within the editor). */
function dataAttrs(...names: string[]): Attributes {
  return Object.fromEntries(
    names.map((name) => [
      name,
      {
        default: null,
        parseHTML: (el: HTMLElement) => el.getAttribute(`data-${name.toLowerCase()}`),
        renderHTML: (attrs: Record<string, unknown>) => (attrs[name] == null ? {} : { [`data-${name.toLowerCase()}`]: String(attrs[name]) }),
      },
    ]),
  );
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** A library image with its alt text and an optional caption; a figure in the editor. */
const ImageWithCaption = Image.extend({
  addAttributes() {
    return {
      src: { default: null },
      alt: { default: null },
      caption: { default: null },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'figure[data-image]',
        getAttrs: (el) => {
          const img = el.querySelector('img');
          const src = mediaSrc(img?.getAttribute('src'));
          return src ? { src, alt: img?.getAttribute('alt'), caption: el.querySelector('figcaption')?.textContent || null } : false;
        },
      },
      { tag: 'img[src]', getAttrs: (el) => (mediaSrc(el.getAttribute('src')) ? { src: el.getAttribute('src'), alt: el.getAttribute('alt') } : false) },
    ];
  },
  renderHTML({ node }) {
    const caption = str(node.attrs.caption);
    return ['figure', { 'data-image': '', class: 'doc-figure' }, ['img', { src: node.attrs.src, alt: str(node.attrs.alt) }], ...(caption ? [['figcaption', {}, caption]] : [])];
  },
  // Markdown's ![alt](src) would make an image of any address: images come from the library only.
  addInputRules() {
    return [];
  },
}).configure({ inline: false, allowBase64: false });

/** A YouTube video (shown in the editor as a box with its title: nothing is loaded from YouTube here either). */
const YouTube = Node.create({
  name: 'youtube',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes: () => dataAttrs('videoId', 'title'),
  parseHTML: () => [{ tag: 'div[data-youtube]', getAttrs: (el) => (isVideoId(el.getAttribute('data-videoid')) ? null : false) }],
  renderHTML: ({ HTMLAttributes, node }) => [
    'div',
    { ...HTMLAttributes, 'data-youtube': '', class: 'doc-block' },
    ['strong', {}, 'YouTube video'],
    ['span', {}, `${str(node.attrs.title)} (${str(node.attrs.videoId)})`],
  ],
});

const CallToAction = Node.create({
  name: 'callToAction',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes: () => dataAttrs('heading', 'text', 'label', 'href'),
  parseHTML: () => [{ tag: 'div[data-cta]', getAttrs: (el) => (linkProblem(el.getAttribute('data-href') ?? '') ? false : null) }],
  renderHTML: ({ HTMLAttributes, node }) => [
    'div',
    { ...HTMLAttributes, 'data-cta': '', class: 'doc-block doc-cta' },
    ['strong', {}, str(node.attrs.heading)],
    ['span', {}, str(node.attrs.text)],
    ['span', { class: 'doc-cta-button' }, `${str(node.attrs.label)} → ${str(node.attrs.href)}`],
  ],
});

const FaqItem = Node.create({
  name: 'faqItem',
  atom: true,
  selectable: false,
  addAttributes: () => dataAttrs('question', 'answer'),
  parseHTML: () => [{ tag: 'div[data-faq-item]' }],
  renderHTML: ({ HTMLAttributes, node }) => ['div', { ...HTMLAttributes, 'data-faq-item': '' }, ['strong', {}, str(node.attrs.question)], ['p', {}, str(node.attrs.answer)]],
});

/** Question and answer pairs; edited as a whole in its dialog. */
const Faq = Node.create({
  name: 'faq',
  group: 'block',
  content: 'faqItem+',
  atom: true,
  draggable: true,
  parseHTML: () => [{ tag: 'div[data-faq]' }],
  renderHTML: () => ['div', { 'data-faq': '', class: 'doc-block doc-faq' }, 0],
});

/** A list item holds paragraphs and lists; a quote the same (the format has no headings or tables there). */
const Item = ListItem.extend({ content: 'paragraph (paragraph | bulletList | orderedList)*' });
const Quote = Blockquote.extend({ content: '(paragraph | bulletList | orderedList)+' });
const Cell = TableCell.extend({ content: 'paragraph+' });
const Header = TableHeader.extend({ content: 'paragraph+' });

export const extensions: Extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    codeBlock: false,
    underline: false,
    link: false,
    listItem: false,
    blockquote: false,
    // No empty paragraph added after a last table or figure: the document stays as written.
    trailingNode: false,
  }),
  Item,
  Quote,
  Link.configure({
    openOnClick: false,
    HTMLAttributes: { target: null, rel: null },
    isAllowedUri: (url) => !linkProblem(url),
  }),
  Table.configure({ resizable: false }),
  TableRow,
  Header,
  Cell,
  ImageWithCaption,
  YouTube,
  CallToAction,
  Faq,
  FaqItem,
];
