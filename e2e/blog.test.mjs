// Browser test: publishing a post. The admin writes a post in /admin/posts/new with an image
// from the media library and an FAQ block, schedules it about a minute ahead, and it appears
// on /blog, at /blog/{slug}, in sitemap.xml and in the RSS feed when the job queue publishes
// it; edits of the published post wait in a draft (the live page unchanged) until "Publish
// changes"; a changed slug answers 301 from the old address. Chromium against the real
// server on a fresh PostgreSQL database, its job queue and the Firebase Auth emulator.
//
// (npx playwright test blog, from e2e/; see playwright.config.mjs)

import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { DEMO, signInToken, toast, waitForApp } from './harness.mjs';

test.use({ siteOptions: { adminEmails: [DEMO.admin.email] } });

/** Uploads a JPEG drawn in the page's canvas to the media library; its /media/… address. */
async function uploadImage(page, siteUrl, token) {
  const base64 = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 1200;
    c.height = 675;
    const g = c.getContext('2d');
    g.fillStyle = '#3730a3';
    g.fillRect(0, 0, 1200, 675);
    g.fillStyle = '#f59e0b';
    for (let i = 0; i < 6; i++) g.fillRect(120 + i * 170, 560 - i * 80, 110, 80 + i * 80);
    return c.toDataURL('image/jpeg', 0.9).split(',')[1];
  });
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: 'mutation($file: Upload!, $alt: String) { uploadMedia(file: $file, alt: $alt) { url } }', variables: { file: null, alt: 'Organic visits by month' } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([Buffer.from(base64, 'base64')], { type: 'image/jpeg' }), 'traffic-by-month.jpg');
  const r = await fetch(`${siteUrl}/graphql`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
  const body = await r.json();
  assert.equal(r.status, 200, JSON.stringify(body));
  return body.data.uploadMedia.url;
}

/** The value of a datetime-local input for a time: the browser's local time, to the minute. */
function localInput(date) {
  const p = (n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())}T${p(date.getHours())}:${p(date.getMinutes())}`;
}

test('a post written in the admin is published by its schedule, edited as a draft, and moved with a 301', async ({ site, open, openAs }) => {
  test.setTimeout(240_000);
  const token = await signInToken(DEMO.admin.email, DEMO.admin.password);
  const slug = `crawl-budget-${Date.now() % 100000}`;
  const title = 'Crawl budget, explained';

  const admin = await openAs(DEMO.admin, '/admin/posts/new');
  await uploadImage(admin, site.url, token);
  await admin.getByLabel('Title', { exact: true }).fill(title);
  await admin.getByLabel('Slug', { exact: true }).fill(slug);
  await admin.getByLabel('Excerpt', { exact: true }).fill('How search engines decide which of your pages to crawl.');

  // The body: a paragraph typed in the editor, an image from the library, an FAQ block.
  const body = admin.getByRole('textbox', { name: 'Body' });
  await body.click();
  await admin.keyboard.type('Search engines crawl a site within a budget.');
  const toolbar = admin.getByRole('toolbar', { name: 'Formatting' });
  await toolbar.getByRole('button', { name: 'Image', exact: true }).click();
  const picker = admin.getByRole('dialog', { name: 'Choose from the media library' });
  await picker.getByRole('button', { name: /^Choose traffic-by-month/ }).click();
  const imageDialog = admin.getByRole('dialog', { name: 'Add an image' });
  await imageDialog.getByLabel('Alt text (required)').fill('Organic visits by month');
  await imageDialog.getByLabel('Caption (optional)').fill('Visits doubled in six months');
  await imageDialog.getByRole('button', { name: 'Insert image' }).click();
  await toolbar.getByRole('button', { name: 'FAQ', exact: true }).click();
  const faq = admin.getByRole('dialog', { name: 'Add an FAQ' });
  await faq.getByLabel('Question 1').fill('What is a crawl budget?');
  await faq.getByLabel('Answer 1').fill('How many pages a search engine fetches from your site in a given time.');
  await faq.getByRole('button', { name: 'Save' }).click();
  await admin.getByRole('button', { name: 'Save draft' }).click();
  await toast(admin, 'Post is Saved').waitFor();
  await admin.waitForURL(/\/admin\/posts\/\d+$/);

  // A draft is nowhere on the site.
  assert.equal((await fetch(`${site.url}/blog/${slug}`)).status, 404);

  // Scheduled for the next whole minute and one more: the job queue publishes it then.
  const at = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
  await admin.getByRole('button', { name: 'Schedule', exact: true }).click();
  const schedule = admin.getByRole('dialog', { name: 'Schedule the post' });
  await schedule.getByLabel('Publish at', { exact: true }).fill(localInput(at));
  await schedule.getByRole('button', { name: 'Schedule', exact: true }).click();
  await toast(admin, 'Post is Scheduled').waitFor();
  assert.equal((await fetch(`${site.url}/blog/${slug}`)).status, 404, 'not before its time');

  const started = Date.now();
  let page = '';
  await test.expect(async () => {
    const r = await fetch(`${site.url}/blog/${slug}`);
    assert.equal(r.status, 200);
    page = await r.text();
  }).toPass({ timeout: 150_000, intervals: [1000] });
  const late = (Date.now() - Math.max(started, at.getTime())) / 1000;
  console.log(`published ${late.toFixed(1)} s after its time`);
  assert.ok(Date.now() >= at.getTime() - 1000, 'published at its time, not before');
  assert.match(page, /<h1[^>]*>Crawl budget, explained<\/h1>/);
  assert.match(page, /"@type":"FAQPage"/);

  // The listing, the sitemap and the feed have it.
  const { page: visitor } = await open('/blog');
  await visitor.getByRole('link', { name: title }).click();
  await visitor.waitForURL(`${site.url}/blog/${slug}`);
  await test.expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  await test.expect(visitor.getByRole('img', { name: 'Organic visits by month' })).toBeVisible();
  await visitor.getByText('What is a crawl budget?').click();
  await test.expect(visitor.getByText('How many pages a search engine fetches')).toBeVisible();
  assert.match(await (await fetch(`${site.url}/sitemap.xml`)).text(), new RegExp(`<loc>${site.url}/blog/${slug}</loc>`));
  const feed = await (await fetch(`${site.url}/blog/feed.xml`)).text();
  assert.match(feed, new RegExp(`<link>${site.url}/blog/${slug}</link>`));
  assert.match(feed, /What is a crawl budget\?/);

  // An edit of the published post is a draft: the live page stays as it was.
  await admin.reload();
  await admin.getByLabel('Title', { exact: true }).fill('Crawl budget, explained again');
  await admin.getByRole('button', { name: 'Save changes as draft' }).click();
  await toast(admin, 'Post is Saved').waitFor();
  await test.expect(admin.getByText('Published · changes not yet published')).toBeVisible();
  await test.expect(admin.getByLabel('Title', { exact: true })).toHaveValue('Crawl budget, explained again');
  await new Promise((r) => setTimeout(r, 1500));
  assert.match(await (await fetch(`${site.url}/blog/${slug}`)).text(), /<h1[^>]*>Crawl budget, explained<\/h1>/);

  // Publish changes, the slug changed too: the new address serves it, the old one moves there.
  const moved = `${slug}-2026`;
  await admin.getByLabel('Slug', { exact: true }).fill(moved);
  await admin.getByRole('button', { name: 'Publish changes' }).click();
  await toast(admin, 'Changes are Published').waitFor();
  await test.expect(async () => {
    const r = await fetch(`${site.url}/blog/${moved}`);
    assert.equal(r.status, 200);
    assert.match(await r.text(), /<h1[^>]*>Crawl budget, explained again<\/h1>/);
  }).toPass({ timeout: 15_000 });
  const old = await fetch(`${site.url}/blog/${slug}`, { redirect: 'manual' });
  assert.equal(old.status, 301);
  assert.equal(new URL(old.headers.get('location'), site.url).pathname, `/blog/${moved}`);
  await visitor.goto(`${site.url}/blog/${slug}`);
  await visitor.waitForURL(`${site.url}/blog/${moved}`);
  await test.expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Crawl budget, explained again');
});

/** The scripts of the boot tag (/boot.js): the full app's entry and the light runtime's. */
async function entries(siteUrl) {
  const boot = (await (await fetch(`${siteUrl}/blog`)).text()).match(/<script\b[^>]*\bsrc="\/boot\.js"[^>]*>/)?.[0] ?? '';
  const full = boot.match(/\bdata-entry="([^"]+)"/)?.[1];
  const light = boot.match(/\bdata-light="([^"]+)"/)?.[1];
  assert.ok(full && light, `the boot tag names both entries: ${boot}`);
  return { full, light };
}

/** The entry scripts the page fetched, by path. */
const fetchedScripts = (page) => page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));

test('the painted blog listing and a post start the light runtime; an address with no post starts the full app', async ({ site, open }) => {
  const { full, light } = await entries(site.url);
  const { page } = await open('/blog');
  await waitForApp(page);
  let scripts = await fetchedScripts(page);
  assert.ok(scripts.includes(light) && !scripts.includes(full), `/blog started the light runtime: ${scripts.join(' ')}`);

  // A link is a new painted document, which starts the light runtime again; the FAQ opens.
  const title = 'The Technical SEO Audit Checklist We Use for Every New Client';
  await page.getByRole('link', { name: title }).click();
  await page.waitForURL(`${site.url}/blog/technical-seo-audit-checklist`);
  await waitForApp(page);
  scripts = await fetchedScripts(page);
  assert.ok(scripts.includes(light) && !scripts.includes(full), `the post started the light runtime: ${scripts.join(' ')}`);
  await test.expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.getByText('How long does an audit take?').click();
  await test.expect(page.getByText('Two weeks for most sites')).toBeVisible();
  assert.deepEqual(page.pageErrors, [], 'no uncaught errors (no hydration mismatch)');
  assert.deepEqual(page.consoleErrors, [], 'no console errors');

  // No post there: the server answers 404 with the shell, and the full app draws its 404 page.
  const { page: missing, response } = await open('/blog/no-such-post');
  assert.equal(response.status(), 404);
  await waitForApp(missing);
  await test.expect(missing.getByRole('heading', { level: 1 })).toHaveText("We can't find that page");
  assert.ok((await fetchedScripts(missing)).includes(full), 'the full app started');
});
