// What the home page's images cost a mobile visitor, in bytes, before and after the media
// library: Chromium (Playwright's driver, Debian's Chromium) as a phone of Lighthouse's
// kind, 412 × 915 CSS pixels at a device pixel ratio of 2.625, touch, a mobile user agent,
// sending the Accept-Encoding it always sends, with an empty cache. It loads / and counts
// each image response's bytes as they came over the wire (CDP's encodedDataLength: the
// compressed body, and the headers), first what the first view loads, then the whole page
// scrolled through to its end (lazy images load then).
//
//   BEFORE  the seeded content: the SVG images under web/public/images.
//   AFTER   the same pictures in the media library: each seeded SVG that content shows is
//           rasterised by Chromium at its viewBox size × 2 into a PNG, uploaded with
//           uploadMedia (GraphQL multipart, as the demo admin) with an alt text, and every
//           content image field that held the SVG's path gets the upload's /media/ address;
//           once the server has made the WebP widths and painted / again, it is measured
//           the same way.
//
// It prints figures only: a table of image, bytes before, bytes after (and which files the
// browser chose), the totals and the number of image requests. No thresholds.
//
// Run from the repository root, after building the web app and the server (`cd web && npm
// run build`, `go build -o bin/server ./cmd/server`), with PostgreSQL running:
//
//   bash firebase/emulator.sh exec node bench/images/bytes.mjs
//
// (`make bench` runs it too, after the load benchmark.) It starts its own server on a fresh
// database through e2e/harness.mjs, with its uploads in a temporary directory; E2E_SERVER_BIN
// and E2E_WEB_DIR measure another build; IMAGES_VERBOSE=1 lists every image response and
// <img> on stderr. It needs e2e/'s packages (npm ci in e2e/) and Debian's Chromium. Every
// request goes to this machine: the browser's other traffic is sent to a closed local port.
// (Lighthouse 12's own Moto G Power is 412 × 823 at DPR 1.75: change PHONE to measure that.)
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO, gqlOk, serverPage, signInToken, startSite, waitFor, waitForApp } from '../../e2e/harness.mjs';
import config from '../../e2e/playwright.config.mjs';

const { chromium } = createRequire(new URL('../../e2e/package.json', import.meta.url))('playwright-core');

/** The phone: Lighthouse's mobile emulation as this benchmark was asked to measure it. */
const PHONE = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36',
};

/** The content image fields (the @image fields of the schema that public pages show): list, update mutation, field. */
const FIELDS = [
  ['logos', 'updateLogo', 'logo'],
  ['banners', 'updateBanner', 'bannerImage'],
  ['abouts', 'updateAbout', 'aboutImg'],
  ['serviceItems', 'updateServiceItem', 'serviceIcon'],
  ['videoSections', 'updateVideoSection', 'imageLink'],
  ['teamMembers', 'updateTeamMember', 'memberImg'],
  ['testimonials', 'updateTestimonial', 'image'],
  ['contactItems', 'updateContactItem', 'contactImg'],
  ['designItems', 'updateDesignItem', 'imageLink'],
];

/** An alt text for each seeded picture (what it shows). */
function altOf(path) {
  const name = path.split('/').pop().replace(/\.svg$/, '');
  const known = {
    banner: 'Illustration: a website climbing the search results',
    about: 'Our team planning a search campaign',
    video: 'Our team at work',
    logo: 'SEO Agency logo',
  };
  if (known[name]) return known[name];
  if (name.startsWith('icon-')) return `Icon: ${name.slice(5).replace(/-/g, ' ')}`;
  if (name.startsWith('team-')) return `Portrait ${name.slice(5)} of a team member`;
  return `Illustration: ${name.replace(/-/g, ' ')}`;
}

/** IMAGES_VERBOSE=1 lists every image response and <img> of each measurement on stderr. */
const VERBOSE = !!process.env.IMAGES_VERBOSE;
const fmt = (n) => n.toLocaleString('en-US');
const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);

const store = mkdtempSync(join(tmpdir(), 'bench-images-'));
const site = await startSite({ adminEmails: [DEMO.admin.email], env: { MEDIA_STORE: store } });
// Loopback goes direct (Chromium never proxies it); anything else meets a closed port.
const browser = await chromium.launch({
  ...config.use.launchOptions,
  args: [...config.use.launchOptions.args, '--proxy-server=http://127.0.0.1:9'],
});

/**
 * Loads / as the phone, with an empty cache. Returns { firstView, whole, acceptEncoding,
 * pictures, problem } where firstView and whole are the image responses (url, path, status,
 * mime, encoding, body and transfer bytes) finished when the first view was idle and after
 * scrolling to the end.
 */
async function measure() {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable', { maxTotalBufferSize: 0, maxResourceBufferSize: 0 });
  const seen = new Map();
  const sentHeaders = new Map();
  let inflight = 0;
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type, redirectResponse }) => {
    if (!redirectResponse) inflight++;
    lastActivity = Date.now();
    seen.set(requestId, { url: request.url, type, done: false });
  });
  cdp.on('Network.requestWillBeSentExtraInfo', ({ requestId, headers }) => sentHeaders.set(requestId, headers));
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const r = seen.get(requestId);
    if (!r) return;
    const h = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    Object.assign(r, { type, status: response.status, mime: response.mimeType, encoding: h['content-encoding'] ?? '', headerBytes: response.encodedDataLength });
  });
  const finish = (requestId, transfer, failed) => {
    inflight = Math.max(0, inflight - 1);
    lastActivity = Date.now();
    const r = seen.get(requestId);
    if (!r) return;
    r.done = true;
    r.failed = failed;
    r.transfer = transfer;
    r.body = Math.max(0, transfer - (r.headerBytes ?? 0));
  };
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => finish(requestId, encodedDataLength, false));
  cdp.on('Network.loadingFailed', ({ requestId }) => finish(requestId, 0, true));
  /** Until no request has been in flight for 750 ms (15 s at most). */
  const idle = () =>
    waitFor(() => inflight === 0 && Date.now() - lastActivity > 750, { timeout: 15_000, interval: 50, what: 'the network to be idle' }).catch(() => {});

  await page.goto(`${site.url}/`, { waitUntil: 'load' });
  await waitForApp(page);
  await idle();
  const images = () =>
    [...seen.entries()]
      .filter(([, r]) => r.done && !r.failed && (r.type === 'Image' || /^image\//.test(r.mime ?? '')))
      .map(([id, r]) => ({ ...r, id, path: new URL(r.url).pathname }));
  const firstView = images();
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(innerHeight * 0.6));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 120)));
    }
    scrollTo(0, document.documentElement.scrollHeight);
  });
  await idle();
  const whole = images();
  const offsite = [...seen.values()].filter((r) => !/^(data|blob):/.test(r.url) && new URL(r.url).hostname !== '127.0.0.1');
  const first = whole[0];
  const acceptEncoding = first ? (sentHeaders.get(first.id)?.['Accept-Encoding'] ?? sentHeaders.get(first.id)?.['accept-encoding'] ?? '?') : '?';
  const h1 = await page.locator('h1').first().innerText().catch(() => '');
  const pictures = await page.locator('picture').count();
  if (VERBOSE) {
    for (const r of whole) console.error(`  ${r.status} ${r.type} ${r.mime} ${r.encoding || '-'} body ${r.body} transfer ${r.transfer} ${r.path}`);
    const shown = await page.locator('img').evaluateAll((els) => els.map((e) => `${e.className || '(no class)'} ${e.currentSrc || e.src} ${e.naturalWidth}×${e.naturalHeight} in ${e.parentElement.tagName}`));
    console.error(shown.map((s) => `  img ${s}`).join('\n'));
  }
  const problem = /ran into a problem/i.test(h1) ? `the page shows its error screen ("${h1}")` : '';
  await context.close();
  return { firstView, whole, acceptEncoding, pictures, problem, offsite: offsite.map((r) => r.url) };
}

/** The seeded image addresses content holds: field → records, and the distinct paths. */
async function seededUses() {
  const uses = [];
  for (const [list, mutation, field] of FIELDS) {
    const data = await gqlOk(site.url, `{ ${list}(first: 100) { edges { node { id ${field} } } } }`);
    for (const e of data[list].edges) {
      const value = e.node[field];
      if (value.startsWith('/images/') && value.endsWith('.svg')) uses.push({ list, mutation, field, id: e.node.id, path: value });
    }
  }
  return uses;
}

/** A PNG of the SVG at path, as Chromium draws it at its viewBox size × 2. */
async function rasterise(path) {
  const svg = await (await fetch(site.url + path)).text();
  const box = svg.match(/viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/);
  if (!box) throw new Error(`${path} has no viewBox`);
  const [width, height] = [Math.round(Number(box[1])), Math.round(Number(box[2]))];
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}img{display:block}</style><img src="${site.url}${path}" width="${width}" height="${height}">`);
  await page.locator('img').evaluate((img) => img.decode());
  const png = await page.screenshot({ type: 'png', omitBackground: true, clip: { x: 0, y: 0, width, height } });
  await context.close();
  return { png, width: width * 2, height: height * 2 };
}

/** Uploads a PNG to the library as the demo admin; returns the Media. */
async function upload(token, png, filename, alt) {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({ query: 'mutation($file: Upload!, $alt: String) { uploadMedia(file: $file, alt: $alt) { id url hash width height bytes } }', variables: { file: null, alt } }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([png], { type: 'image/png' }), filename);
  const res = await fetch(`${site.url}/graphql`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  const body = await res.json().catch(() => null);
  if (!res.ok || body?.errors || !body?.data) throw new Error(`uploading ${filename}: HTTP ${res.status} ${JSON.stringify(body)}`);
  return body.data.uploadMedia;
}

function sum(list, key) {
  return list.reduce((n, r) => n + r[key], 0);
}

try {
  const started = Date.now();
  const before = await measure();

  // The library: each seeded SVG that content shows, as a PNG, uploaded; the content pointed at it.
  const token = await signInToken(DEMO.admin.email, DEMO.admin.password);
  const uses = await seededUses();
  const paths = [...new Set(uses.map((u) => u.path))];
  const uploaded = new Map(); // seeded path → { media, png bytes, size }
  for (const path of paths) {
    const { png, width, height } = await rasterise(path);
    const media = await upload(token, png, path.split('/').pop().replace(/\.svg$/, '.png'), altOf(path));
    uploaded.set(path, { media, png: png.length, width, height });
  }
  for (const u of uses) {
    await gqlOk(
      site.url,
      `mutation($id: ID!, $value: String!) { ${u.mutation}(id: $id, input: { ${u.field}: $value }) { id } }`,
      { id: u.id, value: uploaded.get(u.path).media.url },
      token,
    );
  }
  const ids = new Set([...uploaded.values()].map((u) => u.media.id));
  await waitFor(
    async () => {
      const { mediaLibrary } = await gqlOk(site.url, '{ mediaLibrary(first: 100) { edges { node { id widths } } } }', {}, token);
      return mediaLibrary.edges.filter((e) => ids.has(e.node.id) && e.node.widths?.length).length === ids.size;
    },
    { timeout: 180_000, interval: 500, what: `the server to make the widths of ${ids.size} uploaded images` },
  );
  // The server paints / again in the background: wait until its HTML shows no seeded SVG
  // that was replaced, and every library image in it as a <picture> (with its widths).
  let paintNote = '';
  await waitFor(
    async () => {
      const { root } = serverPage(await (await fetch(`${site.url}/`)).text());
      if (!root) {
        paintNote = 'the server sends / with nothing painted in its root (the browser renders it alone)';
        return false;
      }
      const stale = paths.filter((p) => root.includes(`src="${p}"`));
      const library = [...root.matchAll(/<img\b[^>]*\bsrc="\/media\/[^"]+"/g)].length;
      const pictures = [...root.matchAll(/<picture\b/g)].length;
      paintNote = `the server's HTML of / still shows ${stale.join(' ') || 'no seeded SVG'} and ${pictures} <picture> for ${library} library images`;
      return stale.length === 0 && pictures > 0 && pictures === library;
    },
    { timeout: 60_000, interval: 500, what: 'the server to paint / with the library images' },
  ).then(
    () => (paintNote = ''),
    () => (paintNote = `after 60 s, ${paintNote}`),
  );
  const after = await measure();

  // The table: one row per picture, by its seeded path (an upload's files counted under it).
  // Seeded files that are the same picture (icon-local.svg and icon-location.svg) are one upload: one row.
  const seedOfHash = new Map();
  for (const [path, u] of uploaded) seedOfHash.set(u.media.hash, seedOfHash.has(u.media.hash) ? `${seedOfHash.get(u.media.hash)} = ${path.split('/').pop()}` : path);
  const keyOf = (r) => {
    const m = r.path.match(/^\/media\/([0-9a-f]{32})/);
    if (m) return seedOfHash.get(m[1]) ?? r.path;
    const hash = uploaded.get(r.path)?.media.hash;
    return hash ? seedOfHash.get(hash) : r.path;
  };
  const rows = new Map();
  const add = (when, list, firstView) => {
    for (const r of list) {
      const key = keyOf(r);
      const row = rows.get(key) ?? { key, before: 0, after: 0, beforeFiles: new Set(), afterFiles: new Set(), firstView: false };
      row[when] += r.body;
      row[`${when}Files`].add(r.path.replace(/^\/media\/[0-9a-f]{32}/, '…') + (r.encoding ? ` (${r.encoding})` : ''));
      if (firstView.some((f) => f.id === r.id)) row.firstView = true;
      rows.set(key, row);
    }
  };
  add('before', before.whole, before.firstView);
  add('after', after.whole, after.firstView);

  const out = [];
  out.push(`Home page images for a mobile visitor: Chromium ${browser.version()}, ${PHONE.viewport.width} × ${PHONE.viewport.height} at DPR ${PHONE.deviceScaleFactor}, empty cache`);
  out.push(`Accept-Encoding sent: ${before.acceptEncoding}`);
  out.push(`Bytes: each response's body as sent (compressed where the server compresses it); * = loaded by the first view, the rest after scrolling.`);
  out.push('');
  const w = Math.max(28, ...[...rows.keys()].map((k) => k.length + 2));
  out.push(`${pad('image', w)}${lpad('before', 10)}${lpad('after', 10)}   after: files loaded`);
  out.push('-'.repeat(w + 20 + 40));
  for (const row of [...rows.values()].sort((a, b) => b.after + b.before - (a.after + a.before))) {
    out.push(`${pad((row.firstView ? '* ' : '  ') + row.key, w)}${lpad(fmt(row.before), 10)}${lpad(fmt(row.after), 10)}   ${[...row.afterFiles].join(', ') || '-'}`);
  }
  out.push('-'.repeat(w + 20 + 40));
  const line = (label, b, a) => out.push(`${pad(label, w)}${lpad(b, 10)}${lpad(a, 10)}`);
  line('total body bytes, first view', fmt(sum(before.firstView, 'body')), fmt(sum(after.firstView, 'body')));
  line('total body bytes, whole page', fmt(sum(before.whole, 'body')), fmt(sum(after.whole, 'body')));
  line('with headers, whole page', fmt(sum(before.whole, 'transfer')), fmt(sum(after.whole, 'transfer')));
  line('image requests, first view', before.firstView.length, after.firstView.length);
  line('image requests, whole page', before.whole.length, after.whole.length);
  line('<picture> elements on the page', before.pictures, after.pictures);
  out.push('');
  const pngTotal = [...new Map([...uploaded.values()].map((u) => [u.media.id, u.png])).values()].reduce((n, b) => n + b, 0);
  out.push(`Uploaded: ${ids.size} PNGs (${fmt(pngTotal)} bytes) for ${uses.length} content fields: ${[...uploaded].map(([p, u]) => `${p.split('/').pop()} ${u.width}×${u.height}`).join(', ')}`);
  for (const [label, m] of [['before', before], ['after', after]]) {
    if (m.problem) out.push(`NOTE ${label}: ${m.problem}`);
    if (m.offsite.length) out.push(`NOTE ${label}: requests to other hosts (refused): ${m.offsite.join(' ')}`);
  }
  if (paintNote) out.push(`NOTE after: ${paintNote}`);
  out.push(`(${((Date.now() - started) / 1000).toFixed(0)} s)`);
  console.log(out.join('\n'));
} finally {
  await browser.close();
  await site.stop();
  rmSync(store, { recursive: true, force: true });
}
