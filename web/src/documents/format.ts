/**
 * The post document format, version 1 (docs/documents.md): the shape the editor produces and the
 * renderer reads. The server (Go package documents) validates and canonicalises it; the
 * renderer checks links and image sources again, and the editor refuses what the server would.
 */

export interface DocMark {
  type: string;
  attrs?: Record<string, unknown>;
}

export interface DocNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: DocNode[];
  marks?: DocMark[];
  text?: string;
}

/** Nesting depth at most (doc = 1): deeper content is refused by the server and not rendered. */
export const MAX_DEPTH = 12;

/** Longest link and image address the server keeps (package documents). */
const MAX_HREF = 2000;
const MAX_SRC = 500;

/** Whitespace, C0 and C1 control characters, DEL, quotes, angle brackets and backslashes: refused anywhere in a link. */
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const UNSAFE = /[\u0000-\u0020\u007f-\u009f\\"<>]/;

/**
 * Why a link (link.href, callToAction.href) is refused, or null when it is allowed: http(s),
 * mailto:, tel:, a site path ("/pricing", not "//host") or a "#fragment", as the server
 * (documents.Href) decides. Anything else (javascript:, data:, vbscript:, whatever its case or
 * the characters hidden in it) is refused.
 */
export function linkProblem(href: string): string | null {
  if (!href) return 'The link is empty.';
  if (href.length > MAX_HREF) return `The link is longer than ${MAX_HREF} characters.`;
  if (UNSAFE.test(href)) return 'The link must not contain spaces, control characters (such as a tab), quotes, angle brackets or backslashes.';
  if (href.startsWith('#')) return null;
  if (href.startsWith('/')) return href.startsWith('//') ? 'A site path starts with a single “/” (like /pricing).' : null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1].toLowerCase();
  if (scheme === 'http' || scheme === 'https') {
    return /^https?:\/\/[^/?#]/i.test(href) ? null : 'A web address needs a host, like https://example.com/page.';
  }
  if (scheme === 'mailto' || scheme === 'tel') return href.length > scheme.length + 1 ? null : `The ${scheme}: link has no address.`;
  if (scheme) return `“${scheme}:” links are not allowed: use https://, http://, mailto:, tel:, a site path (/…) or #section.`;
  return 'Use a full address (https://…), mailto:, tel:, a site path starting with “/”, or #section.';
}

/** An image's address when it is one of this site's media-library images ("/media/…"), else undefined. */
export function mediaSrc(src: unknown): string | undefined {
  if (typeof src !== 'string' || !src.startsWith('/media/') || src.length > MAX_SRC || src.includes('..') || UNSAFE.test(src) || /[?#']/.test(src)) return undefined;
  return src;
}

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** The YouTube video id when it is one (11 of A–Z, a–z, 0–9, _ and -). */
export function isVideoId(id: unknown): id is string {
  return typeof id === 'string' && VIDEO_ID.test(id);
}

/**
 * The video id in a pasted YouTube address (watch?v=, youtu.be/, /embed/, /shorts/, /live/,
 * youtube-nocookie.com) or a bare id; null when there is none.
 */
export function youtubeId(input: string): string | null {
  const v = input.trim();
  if (isVideoId(v)) return v;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www|m|music)\./, '');
  let id: string | null | undefined;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = url.pathname.split('/');
    id = first === 'watch' ? url.searchParams.get('v') : ['embed', 'shorts', 'live', 'v'].includes(first) ? second : null;
  }
  return isVideoId(id) ? id : null;
}

/** The attrs each node and mark type keeps; every other attr (Tiptap's target, rel, colwidth, …) is dropped. */
const ATTRS: Record<string, readonly string[]> = {
  heading: ['level'],
  orderedList: ['start'],
  tableHeader: ['colspan', 'rowspan'],
  tableCell: ['colspan', 'rowspan'],
  image: ['src', 'alt', 'caption'],
  youtube: ['videoId', 'title'],
  callToAction: ['heading', 'text', 'label', 'href'],
  faqItem: ['question', 'answer'],
  link: ['href'],
};

/** Attrs at their default are left out, as the server stores them. */
const DEFAULTS: Record<string, Record<string, unknown>> = {
  orderedList: { start: 1 },
  tableHeader: { colspan: 1, rowspan: 1 },
  tableCell: { colspan: 1, rowspan: 1 },
};

function keptAttrs(type: string, attrs: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  // Keys sorted, as the server writes them.
  for (const key of [...(ATTRS[type] ?? [])].sort()) {
    const v = attrs?.[key];
    if (v === null || v === undefined || v === '' || DEFAULTS[type]?.[key] === v) continue;
    out[key] = v;
  }
  return Object.keys(out).length ? out : undefined;
}

/** Marks in the format's order, whatever the order the editor's schema keeps them in. */
const MARK_ORDER = ['bold', 'italic', 'strike', 'code', 'link'];
const markRank = (m: DocMark) => (MARK_ORDER.indexOf(m.type) + MARK_ORDER.length + 1) % (MARK_ORDER.length + 1);

/**
 * The editor's JSON in the server's canonical shape: keys in the format's order (type, attrs,
 * content or text, marks), attrs' keys sorted, marks in the format's order, only the format's attrs, no null, empty or
 * default ones, so an unchanged document gives the same string.
 */
export function toDocument(node: DocNode): DocNode {
  const out: DocNode = { type: node.type };
  const attrs = keptAttrs(node.type, node.attrs);
  if (attrs) out.attrs = attrs;
  if (node.content?.length) out.content = node.content.map(toDocument);
  if (node.type === 'text') out.text = node.text ?? '';
  if (node.marks?.length) {
    out.marks = [...node.marks].sort((a, b) => markRank(a) - markRank(b)).map((m) => {
      const a = keptAttrs(m.type, m.attrs);
      return a ? { type: m.type, attrs: a } : { type: m.type };
    });
  }
  return out;
}

/** A stored document (its JSON string, or the parsed object); an empty document for anything else. */
export function parseDocument(value: unknown): DocNode {
  let v = value;
  if (typeof v === 'string') {
    try {
      v = v.trim() ? JSON.parse(v) : null;
    } catch {
      v = null;
    }
  }
  if (v && typeof v === 'object' && (v as DocNode).type === 'doc') return v as DocNode;
  return { type: 'doc', content: [] };
}
