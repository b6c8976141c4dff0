// What the Web Vitals reporter costs a visitor's page, measured in Chromium: its chunk's
// size, and its main-thread time from a performance trace (compiling and running the chunk,
// web-vitals' observers and listeners, the beacon), on each public page of a sampled visit
// (VITALS_SAMPLE_RATE=1) with one click and then leaving the page.
//
// Run from the repository root after `go build -o bin/server ./cmd/server` and the web build:
//   node bench/vitals/cost.mjs
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { startSite } from '../../e2e/harness.mjs';
import config from '../../e2e/playwright.config.mjs';

const { chromium } = createRequire(new URL('../../e2e/package.json', import.meta.url))('playwright-core');
const PAGES = process.env.PAGES ? process.env.PAGES.split(' ') : ['/', '/service', '/pricing', '/contact', '/support'];

const site = await startSite({ env: { FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9', VITALS_SAMPLE_RATE: '1' } });
const browser = await chromium.launch(config.use.launchOptions);
try {
  for (const path of PAGES) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    let chunk;
    page.on('response', async (r) => {
      if (/\/assets\/beacon-[\w-]+\.js$/.test(r.url())) chunk = { url: r.url(), body: await r.body() };
    });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink'] });
    await page.goto(site.url + path, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/assets\/beacon-/.test(e.name)), null, { timeout: 15_000 });
    await page.waitForTimeout(500);
    await page.getByRole('heading', { level: 1 }).first().click();
    await page.waitForTimeout(500);
    await page.evaluate(() => {
      // Hidden, as when the visitor switches tabs: web-vitals reports, the beacon goes.
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    await page.waitForTimeout(300);
    const trace = JSON.parse((await browser.stopTracing()).toString());
    const events = trace.traceEvents ?? trace;
    let ms = 0;
    const kinds = {};
    for (const e of events) {
      if (e.ph !== 'X') continue; // the kinds below run on the page's main thread
      const url = e.args?.data?.url ?? e.args?.data?.stackTrace?.[0]?.url ?? e.args?.fileName ?? '';
      if (!chunk || url !== chunk.url) continue;
      if (!['EvaluateScript', 'FunctionCall', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'V8.CompileCode'].includes(e.name)) continue;
      ms += e.dur / 1000;
      kinds[e.name] = (kinds[e.name] ?? 0) + e.dur / 1000;
    }
    const gz = chunk ? gzipSync(chunk.body, { level: 9 }).length : 0;
    console.log(`${path.padEnd(10)} reporter ${chunk ? (chunk.body.length / 1024).toFixed(1) : '?'} KB raw, ${(gz / 1024).toFixed(1)} KB gzip; main thread ${ms.toFixed(1)} ms ${JSON.stringify(Object.fromEntries(Object.entries(kinds).map(([k, v]) => [k, +v.toFixed(2)])))}`);
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
