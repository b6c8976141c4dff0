// Browser test: real-user Core Web Vitals. A visit to a public page (every visit sampled
// here) loads the reporter after the app has started, and leaving the page sends one beacon
// to /api/vitals; a few seconds later the admin's Web Vitals page shows that page's 75th
// percentiles, rated in words, and a trend chart. Chromium against the real server on a fresh
// PostgreSQL database and the Firebase Auth emulator.
//
// (npx playwright test vitals, from e2e/; see playwright.config.mjs)

import assert from 'node:assert/strict';
import { reloadUntilVisible, test } from './fixtures.mjs';
import { DEMO } from './harness.mjs';

test.use({ siteOptions: { adminEmails: [DEMO.admin.email], env: { VITALS_SAMPLE_RATE: '1' } } });

const reporter = /\/assets\/beacon-[\w-]+\.js$/;

test('a visit sends its Web Vitals when the page is left, and the admin report shows them', async ({ site, open, openAs }) => {
  const { page: visitor } = await open('/pricing');
  // The reporter is a chunk of its own, fetched after the app has started, when the browser is idle.
  await visitor.waitForFunction((src) => performance.getEntriesByType('resource').some((e) => new RegExp(src).test(e.name)), reporter.source);
  const [started, fetched] = await visitor.evaluate((src) => {
    const nav = performance.getEntriesByType('navigation')[0];
    const chunk = performance.getEntriesByType('resource').find((e) => new RegExp(src).test(e.name));
    return [nav.domContentLoadedEventEnd, chunk.startTime];
  }, reporter.source);
  assert.ok(fetched > started, `the reporter was fetched at ${fetched} ms, before the page was interactive (${started} ms)`);

  // An interaction (INP), then leaving the page: the page is hidden, the beacon goes.
  await visitor.getByRole('heading', { level: 1 }).first().click();
  // web-vitals settles LCP in an idle callback after the input: one of ours, asked for later, runs after it.
  await visitor.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  // Playwright does not see a request sent while its page unloads: the server's log does.
  const mark = site.logMark();
  const beacons = () => site.logsSince(mark).split('\n').filter((l) => l.includes('"path":"/api/vitals"'));
  await visitor.goto('about:blank', { waitUntil: 'commit' }).catch(() => {}); // the app never starts on about:blank
  await test.expect.poll(() => beacons().length).toBeGreaterThan(0);
  assert.match(beacons()[0], /"method":"POST".*"status":204/);
  assert.deepEqual(visitor.consoleErrors, [], 'no console error (a CSP refusal would be one)');

  // The admin's report (the counts are written every few seconds).
  const admin = await openAs(DEMO.admin, '/admin/vitals');
  await admin.getByRole('heading', { level: 1, name: 'Web Vitals' }).waitFor();
  await test.expect(admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Web Vitals' })).toHaveAttribute('aria-current', 'page');
  const table = admin.getByRole('table', { name: /75th percentile per page and metric/ });
  const row = table.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: '/pricing', exact: true }) });
  await reloadUntilVisible(admin, row, table);
  // Counted since, so a second beacon of the visit would have arrived by now (and the row would say 2 visits).
  assert.equal(beacons().length, 1, 'one beacon a visit');
  // The beacon's metrics: LCP, CLS, FCP and TTFB of every visit; INP after the click.
  const cells = row.getByRole('cell');
  for (const [i, value] of [[0, /\d+(\.\d+)? m?s/], [1, /\d+ ms/], [2, /\d(\.\d+)?/], [3, /\d+(\.\d+)? m?s/], [4, /\d+(\.\d+)? m?s/]]) {
    await test.expect(cells.nth(i)).toHaveText(new RegExp(`^${value.source}(Good|Needs improvement|Poor)1 visit$`));
  }

  // A trend chart per metric with data, drawn on a canvas, with its values as a table.
  const chart = admin.getByRole('figure', { name: 'LCP: 75th percentile by day' });
  await test.expect(chart.locator('canvas')).toBeVisible();
  await chart.getByText('Values of “LCP: 75th percentile by day”, day by day').click();
  await test.expect(chart.getByRole('table').getByRole('columnheader', { name: '/pricing' })).toBeVisible();
  assert.deepEqual(admin.consoleErrors, []);
  await admin.screenshot({ path: '.artifacts/admin-web-vitals.png', fullPage: true });
});
