import { describe, expect, it } from 'vitest';
import { linkProblem, mediaSrc, toDocument, youtubeId } from './format';

describe('linkProblem', () => {
  it('allows what the format allows', () => {
    for (const href of ['https://example.com', 'HTTP://example.com/a?b#c', 'mailto:a@example.com', 'tel:+15551234', '/pricing', '/', '#faq']) {
      expect(linkProblem(href), href).toBeNull();
    }
  });
  it('refuses scripts, data and tricks, saying why', () => {
    expect(linkProblem('javascript:alert(1)')).toMatch('“javascript:” links are not allowed');
    expect(linkProblem('JaVaScRiPt:alert(1)')).toMatch('“javascript:” links are not allowed');
    for (const tricky of ['java\tscript:alert(1)', '\u0000javascript:x', ' javascript:x', 'javascript\u0085:x', 'https://example.com/a b', '/a"onmouseover="x', '/<script>']) {
      expect(linkProblem(tricky), tricky).toMatch('must not contain spaces, control characters');
    }
    expect(linkProblem('data:text/html,x')).toMatch('“data:” links');
    expect(linkProblem('vbscript:x')).toMatch('“vbscript:” links');
    expect(linkProblem('javascript&colon;alert(1)')).not.toBeNull();
    expect(linkProblem('//evil.example')).toMatch('single “/”');
    expect(linkProblem('/\\evil.example')).toMatch('backslashes');
    expect(linkProblem(`https://example.com/${'a'.repeat(2000)}`)).toMatch('longer than 2000 characters');
    expect(linkProblem('https:///x')).toMatch('needs a host');
    expect(linkProblem('mailto:')).toMatch('no address');
    expect(linkProblem('example.com')).toMatch('Use a full address');
    expect(linkProblem('')).toMatch('empty');
  });
});

it('mediaSrc takes only this site’s library images', () => {
  expect(mediaSrc('/media/a.jpg')).toBe('/media/a.jpg');
  for (const src of ['https://example.com/media/a.jpg', '//evil/media/a.jpg', '/media/a b.jpg', '/media\\a.jpg', '/media/../admin', '/media/a.jpg?x=1', '/media/a".jpg', '/img/a.jpg', 'javascript:x', 42, null]) {
    expect(mediaSrc(src), String(src)).toBeUndefined();
  }
});

it('youtubeId finds the id in the addresses YouTube gives, and nowhere else', () => {
  for (const url of [
    'dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1s',
    'youtube.com/watch?v=dQw4w9WgXcQ',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?si=x',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  ]) {
    expect(youtubeId(url), url).toBe('dQw4w9WgXcQ');
  }
  for (const bad of ['https://evil.example/watch?v=dQw4w9WgXcQ', 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=short', 'javascript:dQw4w9WgXcQ', 'dQw4w9WgXcQ"><script>', '']) {
    expect(youtubeId(bad), bad).toBeNull();
  }
});

it('toDocument keeps the format’s attrs only (keys sorted, as the server writes them), drops null and default ones, orders marks', () => {
  expect(
    toDocument({
      type: 'doc',
      content: [
        { type: 'orderedList', attrs: { start: 1, type: null }, content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [] }] }] },
        { type: 'paragraph', attrs: { textAlign: 'left' }, content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: '/a', target: '_blank', rel: 'x', class: null } }, { type: 'bold' }] }] },
        { type: 'image', attrs: { src: '/media/a.jpg', alt: 'A', caption: null, title: 't', width: 3 } },
      ],
    }),
  ).toEqual({
    type: 'doc',
    content: [
      { type: 'orderedList', content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'bold' }, { type: 'link', attrs: { href: '/a' } }] }] },
      { type: 'image', attrs: { src: '/media/a.jpg', alt: 'A' } },
    ],
  });
  const image = toDocument({ type: 'image', attrs: { src: '/media/a.jpg', caption: 'C', alt: 'A' } });
  expect(JSON.stringify(image)).toBe('{"type":"image","attrs":{"alt":"A","caption":"C","src":"/media/a.jpg"}}');
});
