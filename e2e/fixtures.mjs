// The fixtures of the browser and server tests: `test` from here gives each test
//
//   site     bin/server on a fresh PostgreSQL database (and, with { paypal: true }, a local
//            PayPal stand-in as site.paypal); one per worker, so one per test file: each
//            file sets its own siteOptions with test.use, which Playwright runs in a worker
//            of its own (a fresh worker after a failure starts a fresh site too)
//   newPage  opens a page in a new browser context of Debian's Chromium (see newPage)
//   open     newPage, then goes to a path of the site
//   openAs   newPage, signed in, at a path of the site
//
// and, when a test fails, attaches what the server logged during it and each page's errors.
import { writeFile } from 'node:fs/promises';
import { expect, test as base } from '@playwright/test';
import { DEMO, signIn, startPayPal, startSite, waitForApp } from './harness.mjs';

/**
 * E2E_SLOW_APP_MS=1500 holds the app's entry script back that long on every page, so that
 * public pages stay as the server painted them for a while: a test that acts before the
 * app has started (on a path page.goto's wait does not cover) then fails every time.
 */
const SLOW_APP_MS = Number(process.env.E2E_SLOW_APP_MS || 0);

const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
};

const isLocal = (u) => {
  try {
    const { protocol, hostname } = new URL(u);
    if (protocol === 'data:' || protocol === 'blob:' || protocol === 'about:') return true;
    return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
  } catch {
    return false;
  }
};

export const test = base.extend({
  /** startSite's options for this file's site: adminEmails, env, and paypal: true for a stand-in. */
  siteOptions: [{ adminEmails: [DEMO.admin.email] }, { scope: 'worker', option: true }],

  site: [
    async ({ siteOptions }, use) => {
      const { paypal: withPayPal, ...options } = siteOptions;
      const paypal = withPayPal ? await startPayPal() : undefined;
      const site = await startSite({ ...options, paypal });
      site.paypal = paypal;
      await use(site);
      await site.stop();
      await paypal?.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],

  /** The server's log during a failed test, as an attachment (server.log beside its trace). */
  serverLog: [
    async ({ site }, use, testInfo) => {
      const mark = site.logMark();
      await use();
      if (testInfo.status !== testInfo.expectedStatus) {
        const path = testInfo.outputPath('server.log');
        await writeFile(path, site.logsSince(mark));
        await testInfo.attach('server log', { path, contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],

  /**
   * newPage(options) opens a page in a new browser context: desktop 1280×800, or a phone
   * (390×844, touch) with { mobile: true }; other options are the context's. Requests to any
   * host but this machine are aborted and listed in page.blockedRequests; uncaught page
   * errors land in page.pageErrors and console errors in page.consoleErrors. page.goto and
   * page.reload return once the app has started (waitForApp), unless the context runs no
   * JavaScript ({ javaScriptEnabled: false }); a test that must see the page before the
   * app starts uses page.mainFrame().goto. The contexts close after the test.
   */
  newPage: async ({ browser }, use, testInfo) => {
    const pages = [];
    await use(async ({ mobile = false, ...contextOptions } = {}) => {
      const context = await browser.newContext({ ...(mobile ? PHONE : { viewport: { width: 1280, height: 800 } }), ...contextOptions });
      const page = await context.newPage();
      pages.push(page);
      page.blockedRequests = [];
      page.pageErrors = [];
      page.consoleErrors = [];
      await context.route('**/*', (route) => {
        const u = route.request().url();
        if (isLocal(u)) return route.continue();
        page.blockedRequests.push(u);
        return route.abort('blockedbyclient');
      });
      if (SLOW_APP_MS > 0) {
        // The full app's entry and the light runtime's (painted public pages).
        await page.route(/\/assets\/(index|light)-[\w-]+\.js$/, async (route) => {
          await new Promise((r) => setTimeout(r, SLOW_APP_MS));
          await route.fallback();
        });
      }
      page.on('pageerror', (err) => page.pageErrors.push(err.message));
      page.on('console', (msg) => {
        if (msg.type() === 'error') page.consoleErrors.push(msg.text());
      });
      page.setDefaultTimeout(15_000);
      // Public pages arrive painted by the server and come alive a moment later: a user's
      // click before then does nothing, so a test acts once the app has started. Without
      // JavaScript no app ever starts: the page is what the server sent.
      if (contextOptions.javaScriptEnabled === false) return page;
      for (const method of ['goto', 'reload']) {
        const original = page[method].bind(page);
        page[method] = async (...args) => {
          const response = await original(...args);
          await waitForApp(page);
          return response;
        };
      }
      return page;
    });
    if (testInfo.status !== testInfo.expectedStatus) {
      const report = pages.map(
        (p) =>
          `${p.url()}: page errors ${JSON.stringify(p.pageErrors)}, console errors ${JSON.stringify(p.consoleErrors)}, blocked requests ${JSON.stringify(p.blockedRequests)}`,
      );
      await testInfo.attach('browser errors', { body: report.join('\n'), contentType: 'text/plain' });
    }
    await Promise.all(pages.map((p) => p.context().close().catch(() => {})));
  },

  /** open(path, options): a new page (newPage's options) at path on the site; returns { page, response }. */
  open: async ({ site, newPage }, use) => {
    await use(async (path, options) => {
      const page = await newPage(options);
      const response = await page.goto(site.url + path, { waitUntil: 'domcontentloaded' });
      return { page, response };
    });
  },

  /**
   * openAs(who, path, options) opens `path` signed in as `who` ({ email, password }; the other
   * options are newPage's). A guarded route sends the browser to /login, which brings it back
   * after signing in; a public page ({ guarded: false }) is opened after signing in on /login.
   */
  openAs: async ({ site, newPage }, use) => {
    await use(async (who, path, { guarded = true, ...options } = {}) => {
      const page = await newPage(options);
      if (guarded) {
        await page.goto(site.url + path, { waitUntil: 'domcontentloaded' });
        await page.waitForURL(`${site.url}/login`);
        await signIn(page, who);
      } else {
        await page.goto(`${site.url}/login`, { waitUntil: 'domcontentloaded' });
        await signIn(page, who);
        // Customers land on the dashboard, staff go on to the admin home.
        await page.waitForURL(new RegExp(`^${site.url}/(dashboard|admin)$`));
        await page.goto(site.url + path, { waitUntil: 'domcontentloaded' });
      }
      await page.waitForURL(site.url + path);
      return page;
    });
  },
});

/**
 * Reloads page until target shows, waiting for ready after each reload: for what the server
 * writes every few seconds (the counts of 404s and Web Vitals).
 */
export async function reloadUntilVisible(page, target, ready) {
  await expect(async () => {
    if (!(await target.isVisible())) {
      await page.reload();
      await ready.waitFor();
    }
    await expect(target).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}
