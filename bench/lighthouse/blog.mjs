// The blog's pages measured: how long from "publish" until the post's page is served, and
// Lighthouse (run.sh, mobile settings) on a post with images and an FAQ block and on /blog.
//
// Starts bin/server on a fresh PostgreSQL database (e2e/harness.mjs), signs in as the demo
// admin (the Auth emulator: FIREBASE_AUTH_EMULATOR_HOST), uploads two JPEGs drawn by Chromium,
// then publishes PUBLISHES posts one after another with publishPost, each timed from the
// mutation's start until GET /blog/{slug} answers 200 with the post's title (polled every
// 10 ms): the painted page replaces the 404 once the paint after the publication is stored.
// Then the post with images and an FAQ, /blog and, for comparison on the same machine at the
// same time, /pricing (a fixed page) go to run.sh (RUNS, default 3).
//
//   node bench/lighthouse/blog.mjs            (after the web build and go build -o bin/server ./cmd/server)
//
// Environment: PUBLISHES (default 10), RUNS (default 3), LIGHTHOUSE=0 to time publishing only.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO, gqlOk, signInToken, signUp, startSite } from '../../e2e/harness.mjs';
import config from '../../e2e/playwright.config.mjs';

const { chromium } = createRequire(new URL('../../e2e/package.json', import.meta.url))('playwright-core');
const DIR = dirname(fileURLToPath(import.meta.url));
const PUBLISHES = Number(process.env.PUBLISHES ?? 10);
const RUNS = process.env.RUNS ?? '3';

/** Two JPEGs drawn in Chromium's canvas (a chart-like picture; no network). */
async function drawJpegs() {
  const browser = await chromium.launch(config.use.launchOptions);
  try {
    const page = await browser.newPage();
    return await page.evaluate(() =>
      [
        ['#1e3a8a', '#f59e0b'],
        ['#065f46', '#fde68a'],
      ].map(([bg, fg]) => {
        const c = document.createElement('canvas');
        c.width = 1600;
        c.height = 900;
        const g = c.getContext('2d');
        g.fillStyle = bg;
        g.fillRect(0, 0, 1600, 900);
        g.fillStyle = fg;
        for (let i = 0; i < 8; i++) g.fillRect(140 + i * 170, 760 - i * 80, 110, 80 + i * 80);
        return c.toDataURL('image/jpeg', 0.85).split(',')[1];
      }),
    );
  } finally {
    await browser.close();
  }
}

async function upload(url, token, base64, filename, alt) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: 'mutation($file: Upload!, $alt: String) { uploadMedia(file: $file, alt: $alt) { url } }', variables: { file: null, alt } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([Buffer.from(base64, 'base64')], { type: 'image/jpeg' }), filename);
  const r = await fetch(`${url}/graphql`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
  const body = await r.json();
  if (!r.ok || body.errors) throw new Error(`upload: ${r.status} ${JSON.stringify(body)}`);
  return body.data.uploadMedia.url;
}

const text = (t) => ({ type: 'paragraph', content: [{ type: 'text', text: t }] });
const para = 'Search engines give every site a crawl budget: how many of its pages they fetch in a given time. A slow server, endless filters and chains of redirects spend it on pages nobody searches for.';

/** A post as the editor makes one: headings, an image with a caption, a list, an FAQ and a call to action. */
function body(image) {
  return JSON.stringify({
    type: 'doc',
    content: [
      text(para),
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Where the budget goes' }] },
      text(para),
      { type: 'image', attrs: { src: image, alt: 'Pages crawled a day, by month', caption: 'Pages crawled a day after the fixes' } },
      { type: 'bulletList', content: ['Fix redirect chains.', 'Block faceted filters in robots.txt.', 'Serve pages fast.'].map((t) => ({ type: 'listItem', content: [text(t)] })) },
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Questions' }] },
      {
        type: 'faq',
        content: [
          { type: 'faqItem', attrs: { question: 'What is a crawl budget?', answer: 'How many pages a search engine fetches from your site in a given time.' } },
          { type: 'faqItem', attrs: { question: 'Does a small site need to care?', answer: 'Rarely: below a few thousand pages the budget is seldom what holds it back.' } },
        ],
      },
      { type: 'callToAction', attrs: { heading: 'Want us to look at your site?', text: 'Every plan starts with an audit.', label: 'See our plans', href: '/pricing' } },
    ],
  });
}

const CREATE = 'mutation($input: CreatePostInput!) { createPost(input: $input) { id } }';
const PUBLISH = 'mutation($id: ID!) { publishPost(id: $id) { status } }';

const site = await startSite({ adminEmails: [DEMO.admin.email] });
try {
  const token = await signInToken(DEMO.admin.email, DEMO.admin.password).catch(() => signUp(DEMO.admin.email, DEMO.admin.password));
  const [coverJpeg, chartJpeg] = await drawJpegs();
  const cover = await upload(site.url, token, coverJpeg, 'crawl-cover.jpg', 'A server room');
  const chart = await upload(site.url, token, chartJpeg, 'crawl-chart.jpg', 'Pages crawled a day, by month');

  const times = [];
  let slug;
  for (let i = 0; i < PUBLISHES; i++) {
    slug = `crawl-budget-${i + 1}`;
    const title = `Crawl budget, explained (${i + 1})`;
    const input = { slug, title, excerpt: 'How search engines decide which of your pages to crawl.', body: body(chart), coverImage: cover, coverAlt: 'A server room' };
    const { createPost } = await gqlOk(site.url, CREATE, { input }, token);
    const start = performance.now();
    await gqlOk(site.url, PUBLISH, { id: createPost.id }, token);
    for (;;) {
      const r = await fetch(`${site.url}/blog/${slug}`);
      if (r.status === 200 && (await r.text()).includes(title)) break;
      if (performance.now() - start > 30_000) throw new Error(`/blog/${slug} was not served 30 s after its publication`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const ms = (n) => `${Math.round(n)} ms`;
  console.log(`publish → post page served (${PUBLISHES} posts): median ${ms(times[Math.floor(times.length / 2)])}, min ${ms(times[0])}, max ${ms(times.at(-1))}`);

  if (process.env.LIGHTHOUSE !== '0') {
    const run = spawnSync('bash', [join(DIR, 'run.sh'), site.url], { stdio: 'inherit', env: { ...process.env, PAGES: `/blog/${slug} /blog /pricing`, RUNS } });
    if (run.status !== 0) process.exitCode = 1;
  }
} finally {
  await site.stop();
}
