import { Fragment, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Picture_media$key } from '../__generated__/Picture_media.graphql';
import { Picture } from '../components/Picture';
import { ArrowIcon, PlayIcon } from '../components/icons';
import { isVideoId, linkProblem, mediaSrc, MAX_DEPTH, parseDocument, type DocNode } from './format';
import styles from './DocumentView.module.css';

export interface DocumentViewProps {
  /** The post's body: the document's JSON string or the parsed object. */
  document: unknown;
  /** The public library images (Query.publicMedia), for the images' sizes and WebP widths. */
  media?: Picture_media$key | null;
}

/**
 * A post's body as React elements (never HTML from the document): the server's painter and the
 * browser render the same. Links and image sources are checked again here: a refused link is
 * plain text, a refused image nothing, an unknown block nothing, and nothing below the
 * format's nesting depth.
 */
export function DocumentView({ document, media }: DocumentViewProps) {
  const doc = parseDocument(document);
  return <div className={styles.document}>{blocks(doc.content, 2, media)}</div>;
}

type Media = Picture_media$key | null | undefined;

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** An integer attr within [min, max], else undefined. */
function int(v: unknown, min: number, max: number): number | undefined {
  return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? v : undefined;
}

function blocks(nodes: DocNode[] | undefined, depth: number, media: Media): ReactNode[] {
  if (depth > MAX_DEPTH || !Array.isArray(nodes)) return [];
  return nodes.map((n, i) => <Block key={i} node={n} depth={depth} media={media} />);
}

function Block({ node, depth, media }: { node: DocNode; depth: number; media: Media }): ReactNode {
  const a = node.attrs ?? {};
  const inner = () => blocks(node.content, depth + 1, media);
  switch (node.type) {
    case 'paragraph':
      return <p>{inline(node.content)}</p>;
    case 'heading': {
      const H = (`h${int(a.level, 2, 4) ?? 2}`) as 'h2' | 'h3' | 'h4';
      return <H>{inline(node.content)}</H>;
    }
    case 'bulletList':
      return <ul>{inner()}</ul>;
    case 'orderedList':
      return <ol start={int(a.start, 1, 10000)}>{inner()}</ol>;
    case 'listItem':
      return <li>{inner()}</li>;
    case 'blockquote':
      return <blockquote className={styles.quote}>{inner()}</blockquote>;
    case 'horizontalRule':
      return <hr className={styles.rule} />;
    case 'table':
      return <Table node={node} depth={depth} media={media} />;
    case 'image':
      return <Image attrs={a} media={media} />;
    case 'youtube':
      return isVideoId(a.videoId) ? <YouTubeFacade videoId={a.videoId} title={str(a.title) || 'YouTube video'} /> : null;
    case 'callToAction':
      return <CallToAction heading={str(a.heading)} text={str(a.text)} label={str(a.label)} href={str(a.href)} />;
    case 'faq':
      return (
        <div className={styles.faq}>
          {(node.content ?? []).map((item, i) =>
            item.type === 'faqItem' ? (
              <details key={i} className={styles.faqItem}>
                <summary>{str(item.attrs?.question)}</summary>
                <p>{str(item.attrs?.answer)}</p>
              </details>
            ) : null,
          )}
        </div>
      );
    default:
      return null;
  }
}

function inline(nodes: DocNode[] | undefined): ReactNode[] {
  if (!Array.isArray(nodes)) return [];
  return nodes.map((n, i) => {
    if (n.type === 'hardBreak') return <br key={i} />;
    if (n.type !== 'text' || typeof n.text !== 'string') return null;
    let out: ReactNode = n.text;
    // Marks wrap from the inside out: code, bold, italic, strike, then the link around them all.
    const marks = new Map((Array.isArray(n.marks) ? n.marks : []).map((m) => [m.type, m]));
    if (marks.has('code')) out = <code>{out}</code>;
    if (marks.has('bold')) out = <strong>{out}</strong>;
    if (marks.has('italic')) out = <em>{out}</em>;
    if (marks.has('strike')) out = <s>{out}</s>;
    const link = marks.get('link');
    if (link) out = <DocLink href={str(link.attrs?.href)}>{out}</DocLink>;
    return <Fragment key={i}>{out}</Fragment>;
  });
}

/** A link of the document: a site path moves within the app, anything the format refuses is its text alone. */
function DocLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  if (linkProblem(href)) return <>{children}</>;
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} rel={/^https?:/i.test(href) ? 'noopener noreferrer' : undefined}>
      {children}
    </a>
  );
}

function Table({ node, depth, media }: { node: DocNode; depth: number; media: Media }) {
  const rows = (node.content ?? []).filter((r) => r.type === 'tableRow');
  const isHeaderRow = (r: DocNode | undefined) => !!r?.content?.length && r.content.every((c) => c.type === 'tableHeader');
  const head = isHeaderRow(rows[0]) ? rows[0] : undefined;
  const row = (r: DocNode, i: number, inHead: boolean) => (
    <tr key={i}>
      {(r.content ?? []).map((c, j) => {
        const span = { colSpan: int(c.attrs?.colspan, 2, 20), rowSpan: int(c.attrs?.rowspan, 2, 20) };
        const body = blocks(c.content, depth + 3, media);
        if (c.type === 'tableHeader') {
          return (
            <th key={j} scope={inHead ? 'col' : 'row'} {...span}>
              {body}
            </th>
          );
        }
        return c.type === 'tableCell' ? (
          <td key={j} {...span}>
            {body}
          </td>
        ) : null;
      })}
    </tr>
  );
  if (depth + 2 > MAX_DEPTH) return null;
  return (
    // A wide table scrolls within the column; the region can take focus to scroll by keyboard.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.tableScroll} role="region" aria-label="Table" tabIndex={0}>
      <table className={styles.table}>
        {head && <thead>{row(head, 0, true)}</thead>}
        <tbody>{(head ? rows.slice(1) : rows).map((r, i) => row(r, i, false))}</tbody>
      </table>
    </div>
  );
}

function Image({ attrs, media }: { attrs: Record<string, unknown>; media: Media }) {
  const src = mediaSrc(attrs.src);
  if (!src) return null;
  const caption = str(attrs.caption);
  return (
    <figure className={styles.figure}>
      <Picture src={src} media={media} alt={str(attrs.alt)} sizes="(min-width: 48rem) 44rem, 100vw" className={styles.image} />
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}

/**
 * A YouTube video behind a click: until then a button with the video's title on a local
 * placeholder (nothing is fetched from YouTube); the click puts the player in the same 16:9 box.
 */
export function YouTubeFacade({ videoId, title }: { videoId: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <div className={styles.video}>
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <div className={styles.video}>
      <button type="button" className={styles.play} onClick={() => setPlaying(true)} aria-label={`Play video: ${title}`}>
        <span className={styles.playIcon} aria-hidden="true">
          <PlayIcon />
        </span>
        <span className={styles.videoTitle}>{title}</span>
      </button>
    </div>
  );
}

function CallToAction({ heading, text, label, href }: { heading: string; text: string; label: string; href: string }) {
  const id = useId();
  return (
    <aside className={styles.cta} aria-labelledby={id}>
      <p id={id} className={styles.ctaHeading}>
        {heading}
      </p>
      {text && <p className={styles.ctaText}>{text}</p>}
      {label && (
        <DocLink href={href} className="btn btn-accent">
          {label} <ArrowIcon />
        </DocLink>
      )}
    </aside>
  );
}
