// Browser test of the admin dashboard's sales chart and counts: an order paid today (an
// admin's payment-status move) shows in the chart's table of values, which the keyboard
// reaches; the counts lead to their filtered tables. Chromium against the real server on a
// fresh PostgreSQL database and the Firebase Auth emulator.
//
// (npx playwright test dashboard, from e2e/; see playwright.config.mjs)

import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { DEMO, gqlOk, randomId, screenshot, signInToken, signUp, uniqueEmail } from './harness.mjs';

// A shop that takes orders: its PayPal e-mail is set at start (PAYPAL_EMAIL).
test.use({ siteOptions: { adminEmails: [DEMO.admin.email], env: { PAYPAL_EMAIL: 'shop@paypal-sandbox.test' } } });

test('the sales chart renders with a keyboard-reachable table, and the counts lead to their filtered tables', async ({ site, openAs }) => {
  // An order paid today, by the admin's payment-status move.
  const customerToken = await signInToken(DEMO.customer.email, DEMO.customer.password);
  const adminToken = await signInToken(DEMO.admin.email, DEMO.admin.password);
  const pkgs = await gqlOk(site.url, '{ pricingPackages(first: 10) { edges { node { id packageName packagePrice } } } }');
  const standard = pkgs.pricingPackages.edges.map((e) => e.node).find((p) => p.packageName === 'Standard');
  const { createOrder } = await gqlOk(
    site.url,
    'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id price } }',
    { input: { packageId: standard.id, customerName: `Chart ${randomId(3)}`, customerAddress: '2 Test Street', customerCountry: 'US' } },
    customerToken,
  );
  await gqlOk(site.url, 'mutation($id: ID!) { setPaymentStatus(id: $id, status: Paid, reason: "paid by bank transfer") { id } }', { id: createOrder.id }, adminToken);
  const today = new Date().toISOString().slice(0, 10);
  const paid = `$${createOrder.price}`;

  const page = await openAs(DEMO.admin, '/admin');
  await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();

  // The chart: the last 30 days by day, drawn on a canvas by the lazily loaded library.
  const chart = page.getByRole('figure', { name: 'Sales by day' });
  await test.expect(chart.locator('canvas').first()).toBeVisible();
  await test.expect(chart.getByRole('img')).toHaveAccessibleName(/^Sales by day: Money received \(Paid\) and given back/);
  await test.expect(page.getByTestId('sales-paid')).toHaveText(paid);
  await test.expect(chart.locator('.u-legend')).toContainText('Paid');
  await test.expect(chart.locator('.u-legend')).toContainText('Refunded');

  // The keyboard reaches the table of values: Tab from the range's last field.
  await page.getByRole('combobox', { name: 'By' }).focus();
  const toggle = chart.getByText('Values of “Sales by day”, day by day');
  let reached = false;
  for (let i = 0; i < 12 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await toggle.evaluate((el) => el === document.activeElement);
  }
  assert.ok(reached, 'Tab reaches the table of values');
  await page.keyboard.press('Enter');
  const table = chart.getByRole('table', { name: 'Sales by day, day by day' });
  await test.expect(table).toBeVisible();
  await test.expect(table.getByRole('row')).toHaveCount(31); // the header and 30 days
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: today, exact: true }) });
  await test.expect(row.getByRole('cell')).toHaveText([paid, '$0.00']);
  await screenshot(page, 'admin-dashboard-sales');

  // A week view of the same range is kept in the address.
  await page.getByRole('combobox', { name: 'By' }).selectOption('WEEK');
  await page.waitForURL(/interval=WEEK/);
  await page.getByRole('figure', { name: 'Sales by week' }).locator('canvas').first().waitFor();
  await test.expect(page.getByTestId('sales-paid')).toHaveText(paid);

  // The counts lead to their filtered tables.
  const counts = page.getByRole('list', { name: 'Waiting for you' });
  const since = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
  for (const [name, url] of [
    [/unread messages?$/, '/all-messages?status=UnRead'],
    [new RegExp(`new subscribers? since ${since}$`), `/all-subscriber?status=Confirmed&from=${since}`],
    [/unpaid orders?$/, '/total-orders?payment=UnPaid'],
  ]) {
    await counts.getByRole('link', { name }).click();
    await page.waitForURL(site.url + url);
    await page.goBack();
    await counts.waitFor();
  }
  assert.deepEqual(page.consoleErrors, []);
});

test("the dashboard's tables fit a 1366 px laptop screen, and a table shows 50 a page on request", async ({ site, openAs }) => {
  // A customer of its own: the order limit counts per account.
  const customerToken = await signUp(uniqueEmail('laptop'), 'laptop-secret-123');
  const pkgs = await gqlOk(site.url, '{ pricingPackages(first: 10) { edges { node { id } } } }');
  const plan = pkgs.pricingPackages.edges[0].node.id;
  for (let i = 0; i < 7; i++) {
    const input = { packageId: plan, customerName: `A Rather Long Customer Name ${i}`, customerAddress: '2 Test Street', customerCountry: 'United States' };
    await gqlOk(site.url, 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }', { input }, customerToken);
  }
  const page = await openAs(DEMO.admin, '/admin', { viewport: { width: 1366, height: 768 } });
  const orders = page.getByRole('table', { name: 'Orders', exact: true });
  await test.expect(orders.getByRole('row')).toHaveCount(6); // the header and five orders
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll('main table')].flatMap((t) => {
      const frame = t.parentElement;
      return frame.scrollWidth > frame.clientWidth ? [`${t.querySelector('caption')?.textContent ?? 'a table'}: ${frame.scrollWidth} > ${frame.clientWidth}`] : [];
    }),
  );
  assert.deepEqual(clipped, [], 'no table is wider than its frame');
  await orders.getByRole('button', { name: /^Archive/ }).first().scrollIntoViewIfNeeded();
  await test.expect(orders.getByRole('button', { name: /^Archive/ }).first()).toBeInViewport({ ratio: 1 });

  // The specification's five a page, or fifty for daily work, kept in the address.
  await page.getByRole('link', { name: 'Show 50 a page of orders' }).click();
  await page.waitForURL(/ordersShow=50/);
  // Every order of the site (other tests of this file add theirs) fits in one page of 50.
  const [[all]] = site.sql('SELECT count(*) FROM orders WHERE archived_at IS NULL');
  assert.ok(Number(all) > 5 && Number(all) <= 50, `${all} orders`);
  await test.expect(orders.getByRole('row')).toHaveCount(Number(all) + 1);
  await page.getByRole('link', { name: 'Show 5 a page of orders' }).click();
  await test.expect(orders.getByRole('row')).toHaveCount(6);
  assert.deepEqual(page.consoleErrors, []);
});
