// Browser tests of the media library: an image uploaded through the banner editor (a
// photo-like JPEG drawn on a canvas here, nothing from the network), its alt text required
// first; the home page then shows it to a visitor as a responsive <picture> whose WebP
// widths the browser really loads; /admin/media lists it with its dimensions and where it
// is used, and refuses to delete it while the banner shows it; a text file named .png is
// refused with the server's sentence and leaves the field as it was. Chromium against the
// real server (its images in a temporary MEDIA_STORE), a fresh database with the seeded
// content and the Auth emulator, signed in as the demo admin.
//
// (npx playwright test media, from e2e/; see playwright.config.mjs)

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { test } from './fixtures.mjs';
import { DEMO, gql, gqlOk, randomId, screenshot, serverPage, signInToken, toast, waitFor } from './harness.mjs';

// A site of this file's own, whose uploads go to a directory that is removed after it.
const STORE = mkdtempSync(join(tmpdir(), 'e2e-media-'));
process.on('exit', () => rmSync(STORE, { recursive: true, force: true }));
test.use({ siteOptions: { adminEmails: [DEMO.admin.email], env: { MEDIA_STORE: STORE } } });
// Each test goes on from what the one before it did (the upload, then the saved banner).
test.describe.configure({ mode: 'serial' });

let site;
test.beforeAll(({ site: s }) => {
  site = s;
});

function assertClean(page) {
  assert.deepEqual(page.pageErrors, [], 'no uncaught errors in the page');
  assert.deepEqual(page.blockedRequests, [], 'no requests to other hosts');
}

/** The GraphQL multipart requests (uploads) a page sends, as they go. */
function uploadsOf(page) {
  const sent = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/graphql' && /^multipart\/form-data/.test(r.headers()['content-type'] ?? '')) sent.push(r);
  });
  return sent;
}

const isUpload = (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/graphql' && /^multipart\//.test(r.request().headers()['content-type'] ?? '');

/**
 * A photo-like JPEG of width × height drawn on a canvas in the page: a sky gradient, soft
 * blurred shapes, hills and fine grain (so that it compresses as a photo does, not as a flat
 * drawing). The same picture every run.
 */
async function photo(page, width, height) {
  const base64 = await page.evaluate(
    ([w, h]) => {
      let seed = 20260518;
      const rnd = () => {
        seed = (seed + 0x6d2b79f5) | 0;
        let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
        t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const g = canvas.getContext('2d');
      const sky = g.createLinearGradient(0, 0, 0, h);
      sky.addColorStop(0, '#0f2a5c');
      sky.addColorStop(0.55, '#e98a4f');
      sky.addColorStop(1, '#3b2a1e');
      g.fillStyle = sky;
      g.fillRect(0, 0, w, h);
      g.filter = 'blur(18px)';
      for (let i = 0; i < 90; i++) {
        g.fillStyle = `hsla(${Math.floor(rnd() * 360)}, ${40 + rnd() * 40}%, ${35 + rnd() * 40}%, ${0.15 + rnd() * 0.35})`;
        g.beginPath();
        g.ellipse(rnd() * w, rnd() * h, 30 + rnd() * 220, 20 + rnd() * 140, rnd() * Math.PI, 0, 2 * Math.PI);
        g.fill();
      }
      g.filter = 'none';
      for (let layer = 0; layer < 3; layer++) {
        g.fillStyle = ['#2d3b2a', '#1f2b1d', '#141c12'][layer];
        g.beginPath();
        g.moveTo(0, h);
        for (let x = 0; x <= w; x += 8) g.lineTo(x, h * (0.62 + layer * 0.1) + Math.sin(x / (90 + layer * 40) + layer) * 40 + rnd() * 6);
        g.lineTo(w, h);
        g.fill();
      }
      const grain = g.getImageData(0, 0, w, h);
      for (let i = 0; i < grain.data.length; i += 4) {
        const n = (rnd() - 0.5) * 22;
        grain.data[i] += n;
        grain.data[i + 1] += n;
        grain.data[i + 2] += n;
      }
      g.putImageData(grain, 0, 0);
      return canvas.toDataURL('image/jpeg', 0.88).split(',')[1];
    },
    [width, height],
  );
  const jpeg = Buffer.from(base64, 'base64');
  assert.deepEqual([...jpeg.subarray(0, 3)], [0xff, 0xd8, 0xff], 'the canvas gave a JPEG');
  return jpeg;
}

const WIDTH = 1600;
const HEIGHT = 1000;
const FILE = `rooftop-garden-${randomId(3)}.jpg`;
const ALT = 'A rooftop garden at dusk, hills behind it';
const MEDIA_URL = /^\/media\/[0-9a-f]{32}\.jpg$/;

/** What the tests found out, in order: the banner's id and its seeded image, then the upload. */
const state = { bannerId: '', seededImage: '', url: '', token: '' };

async function library() {
  const { mediaLibrary } = await gqlOk(
    site.url,
    '{ mediaLibrary(first: 50) { totalCount edges { node { id url filename width height alt widths usedIn { type id field } } } } }',
    {},
    state.token,
  );
  return mediaLibrary;
}

test('upload in the banner editor: the alt text is required first, then "Image is Uploaded" fills the field and "Update Banner" saves it', async ({ openAs }) => {
  state.token = await signInToken(DEMO.admin.email, DEMO.admin.password);
  const { banners } = await gqlOk(site.url, '{ banners(first: 1) { edges { node { id bannerImage } } } }');
  state.bannerId = banners.edges[0].node.id;
  state.seededImage = banners.edges[0].node.bannerImage;
  assert.equal((await library()).totalCount, 0, 'the library starts empty');

  const page = await openAs(DEMO.admin, `/banner/${state.bannerId}`);
  const field = page.getByLabel('Banner Image', { exact: true });
  await waitFor(async () => (await field.inputValue()) === state.seededImage, { what: 'the banner form prefilled' });
  const jpeg = await photo(page, WIDTH, HEIGHT);
  const uploads = uploadsOf(page);

  await page.getByLabel('Upload image…', { exact: true }).setInputFiles({ name: FILE, mimeType: 'image/jpeg', buffer: jpeg });
  const dialog = page.getByRole('dialog', { name: `Upload ${FILE}` });
  await dialog.waitFor();
  // The chosen file's preview shows (a blob: URL, which the content security policy allows).
  await expect.poll(() => dialog.locator('img').evaluate((img) => img.complete && img.naturalWidth), { message: 'the upload preview shows' }).toBe(WIDTH);
  const alt = dialog.getByLabel('Alt text (required)', { exact: true });
  // Without alt text: an error at the field, and nothing sent.
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await dialog.getByRole('alert').filter({ hasText: 'the alt text is required' }).waitFor();
  assert.equal(await alt.getAttribute('aria-invalid'), 'true');
  assert.ok(await alt.evaluate((el) => el === document.activeElement), 'the alt text field has the focus');
  await screenshot(page, 'media-upload-alt-required');
  assert.equal(uploads.length, 0, 'no upload was sent without alt text');
  assert.equal(await field.inputValue(), state.seededImage);

  await alt.fill(ALT);
  const [response] = await Promise.all([page.waitForResponse(isUpload), dialog.getByRole('button', { name: 'Upload', exact: true }).click()]);
  assert.equal(response.status(), 200, `the upload succeeds: ${await response.text()}`);
  await toast(page, 'Image is Uploaded').waitFor();
  await dialog.waitFor({ state: 'detached' });
  assert.equal(uploads.length, 1, 'one upload');
  const uploaded = (await response.json()).data.uploadMedia;
  assert.match(uploaded.url, MEDIA_URL);
  assert.deepEqual([uploaded.width, uploaded.height, uploaded.alt], [WIDTH, HEIGHT, ALT]);
  state.url = uploaded.url;
  await waitFor(async () => (await field.inputValue()) === state.url, { what: 'the field to hold the upload\'s address' });
  await waitFor(async () => (await page.getByRole('img', { name: 'Preview of Banner Image' }).getAttribute('src')) === state.url, {
    what: 'the preview of the uploaded image',
  });

  // Uploaded is not saved: the banner still shows the seeded image until "Update Banner".
  let saved = await gqlOk(site.url, 'query($id: ID!) { node(id: $id) { ... on Banner { bannerImage } } }', { id: state.bannerId });
  assert.equal(saved.node.bannerImage, state.seededImage);
  await page.getByRole('button', { name: 'Update Banner' }).click();
  await toast(page, 'Banner is Updated').waitFor();
  saved = await gqlOk(site.url, 'query($id: ID!) { node(id: $id) { ... on Banner { bannerImage } } }', { id: state.bannerId });
  assert.equal(saved.node.bannerImage, state.url, 'the banner holds the upload\'s address');

  const lib = await library();
  assert.equal(lib.totalCount, 1);
  const m = lib.edges[0].node;
  assert.deepEqual([m.url, m.filename, m.width, m.height, m.alt], [state.url, FILE, WIDTH, HEIGHT, ALT]);
  await screenshot(page, 'media-banner-uploaded');
  assertClean(page);
});

test('/admin/media lists the image with its dimensions and "Banner" under Used in; its Delete is refused, naming the banner', async ({ openAs }) => {
  assert.ok(state.url, 'the upload of the test before');
  const page = await openAs(DEMO.admin, '/admin/media');
  const table = page.getByRole('table', { name: 'Images' });
  const row = table.getByRole('row').filter({ hasText: FILE });
  await row.waitFor();
  assert.equal((await row.locator('td[data-label="Dimensions"]').innerText()).trim(), `${WIDTH} × ${HEIGHT}`);
  assert.match(await row.locator('td[data-label="Alt text"]').innerText(), new RegExp(ALT));
  const usedIn = row.locator('td[data-label="Used in"]');
  const link = usedIn.getByRole('link', { name: /^Banner/ });
  await link.waitFor();
  assert.equal(await link.getAttribute('href'), `/banner/${state.bannerId}`, 'Used in links to the banner\'s editor');
  assert.match(await usedIn.innerText(), /Banner: Banner Image/);
  assert.equal(await row.getByRole('link', { name: FILE }).getAttribute('href'), state.url);
  await screenshot(page, 'media-library');

  await row.getByRole('button', { name: `Delete ${FILE}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${FILE}?` });
  await confirm.getByRole('button', { name: 'Move to the trash' }).click();
  const refused = toast(page, /used by the banner's banner image/, 'error');
  await refused.waitFor();
  const message = await refused.innerText();
  assert.match(message, /^This image is used by the banner's banner image\b/, message);
  await screenshot(page, 'media-delete-refused');
  // Still there, on the page and on the server.
  await page.reload();
  await table.getByRole('row').filter({ hasText: FILE }).waitFor();
  const lib = await library();
  assert.equal(lib.totalCount, 1, 'the image was not deleted');
  assert.deepEqual(
    lib.edges[0].node.usedIn.map((u) => [u.type, u.id, u.field]),
    [['Banner', state.bannerId, 'bannerImage']],
  );
  // The API says the same to any other client.
  const r = await gql(site.url, 'mutation($id: ID!) { deleteItem(id: $id) { __typename } }', { id: lib.edges[0].node.id }, state.token);
  assert.equal(r.errors?.[0]?.extensions?.code, 'CONFLICT', JSON.stringify(r.body));
  assert.match(r.errors[0].message, /used by the banner's banner image/);
  assertClean(page);
});

test('a text file named .png: the server\'s sentence in the dialog, nothing added, the field unchanged', async ({ openAs }) => {
  assert.ok(state.url, 'the upload of the first test');
  const page = await openAs(DEMO.admin, `/banner/${state.bannerId}`);
  const field = page.getByLabel('Banner Image', { exact: true });
  await waitFor(async () => (await field.inputValue()) === state.url, { what: 'the banner form prefilled with the uploaded image' });
  const uploads = uploadsOf(page);

  const name = 'not-a-picture.png';
  await page.getByLabel('Upload image…', { exact: true }).setInputFiles({
    name,
    mimeType: 'image/png',
    buffer: Buffer.from('This is a plain text file that only pretends to be a PNG.\n'.repeat(20)),
  });
  const dialog = page.getByRole('dialog', { name: `Upload ${name}` });
  await dialog.getByLabel('Alt text (required)', { exact: true }).fill('Not a picture at all');
  const [response] = await Promise.all([page.waitForResponse(isUpload), dialog.getByRole('button', { name: 'Upload', exact: true }).click()]);
  const body = await response.json();
  assert.equal(body.errors?.[0]?.extensions?.code, 'VALIDATION', JSON.stringify(body));
  assert.ok(response.status() >= 400 && response.status() < 500, `a refused upload is a 4xx, got ${response.status()}`);
  const said = body.errors[0].message;
  assert.match(said, /not an image/i, said);
  await dialog.getByRole('alert').filter({ hasText: said }).waitFor();
  await screenshot(page, 'media-upload-not-an-image');
  assert.equal(uploads.length, 1);
  assert.equal(await toast(page, 'Image is Uploaded').count(), 0, 'no success toast');
  assert.equal(await field.inputValue(), state.url, 'the field keeps its address while the dialog is open');

  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  assert.equal(await field.inputValue(), state.url, 'the field keeps its address');
  assert.equal((await library()).totalCount, 1, 'nothing was added to the library');
  const saved = await gqlOk(site.url, 'query($id: ID!) { node(id: $id) { ... on Banner { bannerImage } } }', { id: state.bannerId });
  assert.equal(saved.node.bannerImage, state.url);
  assertClean(page);
});

/** The widths of a srcset of /media/<hash>-<width>.webp entries, checking each entry. */
function webpWidths(srcset, hash) {
  return srcset.split(',').map((entry) => {
    const m = entry.trim().match(/^(\/media\/([0-9a-f]{32})-(\d+)\.webp) (\d+)w$/);
    assert.ok(m, `a WebP srcset entry: ${JSON.stringify(entry)}`);
    assert.equal(m[2], hash, 'of the uploaded image');
    assert.equal(m[3], m[4], 'the file name and the descriptor say the same width');
    return Number(m[4]);
  });
}

const EXPECTED_WIDTHS = [320, 640, 960, 1280, WIDTH];

test('the HTML the server sends for / shows the upload as a <picture> (what a crawler and the first paint get)', async () => {
  assert.ok(state.url, 'the upload of the first test');
  const hash = state.url.match(/([0-9a-f]{32})/)[1];
  let root = null;
  // The widths are made on the job queue shortly after the upload, and the server paints /
  // again in the background after that: the last good page is served until then.
  const painted = await waitFor(
    async () => {
      ({ root } = serverPage(await (await fetch(`${site.url}/`)).text()));
      return [...(root ?? '').matchAll(/<picture\b[^>]*>([\s\S]*?)<\/picture>/g)].map((m) => m[0]).find((p) => p.includes(`src="${state.url}"`));
    },
    { timeout: 60_000, interval: 500, what: 'the server to paint / with the uploaded banner image as a <picture>' },
  ).catch((err) => {
    const banner = root?.match(/<img\b[^>]*fetchpriority="high"[^>]*>/)?.[0];
    throw new Error(
      root
        ? `${err.message}\nthe painted banner image: ${banner ?? '(none)'}`
        : `the server sends / with nothing painted in <div id="root"> (see the server log for "rendering a page on the server failed"): ${err.message}`,
    );
  });
  assert.match(painted, /^<picture\b/);
  const attrs = (tag) => Object.fromEntries([...tag.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [m[1].toLowerCase(), m[2]]));
  const source = attrs(painted.match(/<source\b[^>]*>/)[0]);
  assert.equal(source.type, 'image/webp');
  assert.deepEqual(webpWidths(source.srcset, hash), EXPECTED_WIDTHS);
  const img = attrs(painted.match(/<img\b[^>]*>/)[0]);
  assert.deepEqual(
    [img.src, img.width, img.height, img.alt, img.fetchpriority, img.sizes],
    [state.url, String(WIDTH), String(HEIGHT), ALT, 'high', source.sizes],
  );
  assert.equal(img.loading, undefined, 'never lazy');
});

test('a visitor\'s home page shows the upload as a <picture>: WebP widths, its own size and alt text, fetched first, and the browser loads a WebP', async ({ newPage }) => {
  assert.ok(state.url, 'the upload of the first test');
  const hash = state.url.match(/([0-9a-f]{32})/)[1];
  // The widths are made on the job queue shortly after the upload.
  const media = await waitFor(
    async () => (await gqlOk(site.url, '{ publicMedia { url width height alt webpSrcset srcset } }')).publicMedia.find((m) => m.url === state.url && m.webpSrcset),
    { timeout: 60_000, interval: 250, what: `the server to make the WebP widths of ${state.url} (Query.publicMedia's webpSrcset stayed empty: is the media job running?)` },
  );
  assert.deepEqual(webpWidths(media.webpSrcset, hash), EXPECTED_WIDTHS);

  const page = await newPage();
  const webp = [];
  page.on('response', async (r) => {
    if (new URL(r.url()).pathname.startsWith('/media/')) webp.push({ url: r.url(), status: r.status(), type: r.headers()['content-type'] ?? '' });
  });
  const banner = page.locator('section[aria-labelledby="banner-title"]');
  const picture = banner.locator('picture');
  // The server paints / again in the background after the change: reload until it shows.
  // The app's error screen ends the wait at once: no reload mends a page that crashes.
  const crashed = page.getByRole('heading', { level: 1, name: 'Sorry, this page ran into a problem' });
  const why = async (message) => {
    const html = await banner.innerHTML().catch(() => '(no banner section on the page)');
    return `${message}\nthe banner section: ${html}\npage errors: ${[...new Set(page.pageErrors)].join('\n')}\nconsole errors: ${[...new Set(page.consoleErrors)].join('\n')}`;
  };
  await waitFor(
    async () => {
      await page.goto(`${site.url}/`, { waitUntil: 'domcontentloaded' });
      return (await picture.count()) === 1 || (await crashed.count()) > 0;
    },
    { timeout: 60_000, interval: 500, what: 'the home page to show the uploaded banner image as a <picture>' },
  ).catch(async (err) => {
    throw new Error(await why(err.message));
  });
  if ((await crashed.count()) > 0) {
    await screenshot(page, 'media-home-crashed');
    throw new Error(await why('the home page shows the app\'s error screen "Sorry, this page ran into a problem" instead of its content'));
  }

  const source = picture.locator('source[type="image/webp"]');
  assert.equal(await source.count(), 1, 'one WebP source');
  assert.deepEqual(webpWidths(await source.getAttribute('srcset'), hash), EXPECTED_WIDTHS, 'the WebP srcset lists every width');
  const sizes = await source.getAttribute('sizes');
  assert.ok(sizes, 'the source has sizes');

  const img = picture.locator('img');
  assert.equal(await img.getAttribute('src'), state.url);
  assert.equal(await img.getAttribute('width'), String(WIDTH), 'the image\'s own width');
  assert.equal(await img.getAttribute('height'), String(HEIGHT), 'the image\'s own height');
  assert.equal(await img.getAttribute('alt'), ALT);
  assert.equal(await img.getAttribute('fetchpriority'), 'high');
  assert.equal(await img.getAttribute('loading'), null, 'never lazy');
  assert.equal(await img.getAttribute('sizes'), sizes);
  assert.equal(await img.getAttribute('srcset'), media.srcset, 'the JPEG widths for browsers without WebP');

  // What the browser chose and loaded: a WebP of one of the listed widths, smaller than the original here.
  const loaded = await waitFor(
    () => img.evaluate((el) => el.complete && el.naturalWidth > 0 && { currentSrc: el.currentSrc, naturalWidth: el.naturalWidth, naturalHeight: el.naturalHeight }),
    { timeout: 15_000, what: 'the banner image to load' },
  );
  const chosen = new URL(loaded.currentSrc).pathname.match(/-(\d+)\.webp$/);
  assert.ok(chosen, `the browser chose a WebP width: ${loaded.currentSrc}`);
  const width = Number(chosen[1]);
  assert.ok(EXPECTED_WIDTHS.includes(width), `${width} is a listed width`);
  // The <img>'s naturalWidth is corrected by the density srcset gives it (width ÷ sizes'
  // slot); the file's own pixels are those of a copy without srcset, from the cache.
  const pixels = await page.evaluate(async (src) => {
    const copy = new Image();
    copy.src = src;
    await copy.decode();
    return [copy.naturalWidth, copy.naturalHeight];
  }, loaded.currentSrc);
  assert.deepEqual(pixels, [width, Math.round((width * HEIGHT) / WIDTH)], 'the loaded WebP is as wide as its name says, in the original\'s proportions');
  assert.ok(loaded.naturalWidth > 0 && loaded.naturalWidth / loaded.naturalHeight - WIDTH / HEIGHT < 0.01, 'shown in its proportions');
  assert.ok(width < WIDTH, `a 1280 × 800 window took a smaller width than the original (${width})`);
  const got = await waitFor(() => webp.find((r) => r.url === loaded.currentSrc), { what: `the response of ${loaded.currentSrc}` });
  assert.equal(got.status, 200);
  assert.equal(got.type, 'image/webp');
  assert.ok(!webp.some((r) => new URL(r.url).pathname === state.url), 'the original JPEG was not downloaded');
  await screenshot(page, 'media-home-picture');
  assertClean(page);
});
