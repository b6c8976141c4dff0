// The web size budget: the JavaScript a visitor's first visit to a public page downloads
// must stay within the budget below, and none of it may be admin code (a chunk the builds'
// manifests, the site's and the light runtime's, say holds a file of web/src/admin or
// web/src/pages/admin), nor GraphiQL's (its own build, for /graphiql only). Measured as a browser does: bin/server (on a fresh PostgreSQL
// database, serving web/dist) and Debian's Chromium with an empty cache; every script
// response (the entry, module imports, preloads and the page's lazy chunks) until the app has
// started and the network is idle. A script's size is
// its gzip -9 size (deterministic); what the server sent (with Accept-Encoding: gzip, br) is
// printed beside it.
//
// The Web Vitals reporter (web/src/vitals/beacon.ts, with web-vitals) is not in the budget: a
// sampled visit fetches it after the app has started, when the browser is idle, so it is
// no part of the page's start. The site runs here with VITALS_SAMPLE_RATE=1, every visit
// fetches it, and its size is printed apart. The admin's chart library (uPlot) counts as
// admin code: no public page may load it.
//
// Run from the repository root after `go build -o bin/server ./cmd/server`, the web build and
// `npm ci` in e2e/ (its playwright-core drives the browser).
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { startSite } from '../e2e/harness.mjs';
import config from '../e2e/playwright.config.mjs';

const { chromium } = createRequire(new URL('../e2e/package.json', import.meta.url))('playwright-core');

// 170 KB was set when only index.html's scripts were counted (169.9 KB); counted as
// Chromium downloads them, page chunks included, a first visit took 179.5 KB then and 183.5 KB
// by issue 18. Since issue 20 a painted public page starts in the light runtime (React, the
// page's components and stand-ins for Relay and React Router: web/src/light), 83.3 KB.
const BUDGET = 120 * 1024;

/**
 * The site's manifest and the light runtime's (a build of its own, web/src/light): which
 * source files each chunk of either holds.
 */
const readManifest = (name) => JSON.parse(readFileSync(new URL(`../web/dist/.vite/${name}`, import.meta.url), 'utf8'));
const manifests = [readManifest('manifest.json'), readManifest('light-manifest.json')];

/**
 * Chunks that import each other run in an order where one reads the other's exports before
 * they exist (a fragment undefined at render: the page crashes in the built app only). Vite's
 * manifest lists each chunk's static imports; none may lead back to itself.
 */
function refuseImportCycles(manifest) {
  const state = new Map(); // key → 'open' | 'done'
  const visit = (key, path) => {
    if (state.get(key) === 'done') return;
    if (state.get(key) === 'open') {
      const cycle = [...path.slice(path.indexOf(key)), key].map((k) => manifest[k]?.file ?? k);
      throw new Error(`bundle budget: chunks import each other: ${cycle.join(' → ')}; move the shared module to one side`);
    }
    state.set(key, 'open');
    for (const next of manifest[key]?.imports ?? []) visit(next, [...path, key]);
    state.set(key, 'done');
  };
  for (const key of Object.keys(manifest)) visit(key, []);
}
manifests.forEach(refuseImportCycles);

/** The built chunks (/assets/…) that hold admin code (or the admin's chart library), from Vite's manifest. */
function adminChunks() {
  const admin = new Set();
  for (const [src, chunk] of manifests.flatMap(Object.entries)) {
    if (/^src\/(pages\/)?admin\/|^node_modules\/uplot\//.test(src)) admin.add(`/${chunk.file}`);
  }
  if (admin.size === 0) throw new Error('bundle budget: the build manifest names no admin chunk; has web/src/admin moved?');
  return admin;
}
const ADMIN = adminChunks();
/**
 * GraphiQL's chunks (its build of its own: web/graphiql.html): no public page may load one. A chunk
 * both builds made alike (the Firebase SDK's) is the site's too.
 */
const siteFiles = new Set(manifests.flatMap((m) => Object.values(m)).map((c) => `/${c.file}`));
const GRAPHIQL = new Set(
  Object.values(readManifest('graphiql-manifest.json'))
    .map((c) => `/${c.file}`)
    .filter((f) => !siteFiles.has(f)),
);
if (GRAPHIQL.size === 0) throw new Error('bundle budget: the GraphiQL manifest names no chunk; has web/graphiql.html moved?');
/** The Web Vitals reporter's chunks (the full app's and the light runtime's): fetched after the start, outside the budget. */
const VITALS = new Set(manifests.map((m) => `/${m['src/vitals/beacon.ts']?.file ?? 'no-such-chunk'}`));
if (VITALS.has('/no-such-chunk')) throw new Error('bundle budget: a build manifest has no src/vitals/beacon.ts; has the reporter moved?');
// The five fixed pages, the blog's listing and a seeded post (store/seed.go: an FAQ and a call to action).
const PAGES = ['/', '/service', '/pricing', '/contact', '/support', '/blog', '/blog/technical-seo-audit-checklist'];
const kb = (n) => (n / 1024).toFixed(1);

/** The scripts a first visit to path downloads: [{ url, raw, gzip, sent, encoding }]. */
async function scriptsOf(browser, url) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip, br' }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const seen = new Map();
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script' && !seen.has(r.url())) seen.set(r.url(), r);
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset.app === 'started', null, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    // The reporter comes when the browser is idle (at most 5 s after the start).
    await page.waitForFunction(
      (srcs) => performance.getEntriesByType('resource').some((e) => srcs.some((src) => e.name.endsWith(src))),
      [...VITALS],
      { timeout: 15_000 },
    );
    await page.waitForLoadState('networkidle');
    const scripts = [];
    for (const [u, r] of seen) {
      if (r.status() !== 200) throw new Error(`${u} answered ${r.status()}`);
      const body = await r.body();
      const { responseBodySize } = await r.request().sizes();
      scripts.push({
        url: new URL(u).pathname,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        sent: responseBodySize,
        encoding: r.headers()['content-encoding'] ?? 'none',
      });
    }
    return scripts;
  } finally {
    await context.close();
  }
}

// Public pages need no sign-in: without the Auth emulator the server is pointed at a closed port.
const site = await startSite({ env: { FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9', VITALS_SAMPLE_RATE: '1' } });
let browser;
const failures = [];
try {
  browser = await chromium.launch(config.use.launchOptions); // the browser tests' Chromium
  const chunks = new Map(); // url → { ...script, pages: [] }
  const totals = [];
  let vitals;
  for (const path of PAGES) {
    const all = await scriptsOf(browser, site.url + path);
    vitals = all.find((s) => VITALS.has(s.url));
    if (!vitals) failures.push(`${path}: the Web Vitals reporter (${[...VITALS].join(' or ')}) was not fetched with VITALS_SAMPLE_RATE=1`);
    const scripts = all.filter((s) => !VITALS.has(s.url));
    const sum = (k) => scripts.reduce((n, s) => n + s[k], 0);
    totals.push({ path, count: scripts.length, raw: sum('raw'), gzip: sum('gzip'), sent: sum('sent') });
    for (const s of scripts) {
      if (!chunks.has(s.url)) chunks.set(s.url, { ...s, pages: [] });
      chunks.get(s.url).pages.push(path);
      if (ADMIN.has(s.url)) failures.push(`${path} loads admin code: ${s.url}`);
      if (GRAPHIQL.has(s.url)) failures.push(`${path} loads GraphiQL: ${s.url}`);
    }
    if (sum('gzip') > BUDGET) failures.push(`${path}: ${kb(sum('gzip'))} KB gzip of JavaScript, ${kb(sum('gzip') - BUDGET)} KB over the budget`);
  }

  console.log('Scripts of a first visit (gzip -9; "sent" is what the server sent, by its Content-Encoding):');
  console.log(`  ${'script'.padEnd(44)} ${'raw KB'.padStart(7)} ${'gzip KB'.padStart(8)} ${'sent KB'.padStart(8)}  pages`);
  for (const c of [...chunks.values()].sort((a, b) => b.gzip - a.gzip)) {
    const pages = c.pages.length === PAGES.length ? 'all' : c.pages.join(' ');
    console.log(`  ${c.url.padEnd(44)} ${kb(c.raw).padStart(7)} ${kb(c.gzip).padStart(8)} ${kb(c.sent).padStart(8)}  ${pages} (${c.encoding})`);
  }
  if (vitals) {
    console.log(`\nAfter the start, on a sampled visit (VITALS_SAMPLE_RATE), not in the budget:`);
    console.log(`  ${`${vitals.url} (Web Vitals reporter)`.padEnd(44)} ${kb(vitals.raw).padStart(7)} ${kb(vitals.gzip).padStart(8)} ${kb(vitals.sent).padStart(8)}  (${vitals.encoding})`);
  }
  console.log(`\nFirst-visit JavaScript per page (budget ${kb(BUDGET)} KB gzip):`);
  for (const t of totals) {
    console.log(`  ${t.path.padEnd(36)} ${String(t.count).padStart(2)} scripts  ${kb(t.raw).padStart(6)} KB raw  ${kb(t.gzip).padStart(6)} KB gzip  ${kb(t.sent).padStart(6)} KB sent`);
  }
} finally {
  await browser?.close();
  await site.stop();
}
if (failures.length) {
  console.error(`bundle budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
