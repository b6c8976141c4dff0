// Browser test of the admin's tables: filtering the orders list in the page (the state in
// the address), and the CSV export of exactly the filtered rows.
//
// (npx playwright test tables, from e2e/; see playwright.config.mjs)

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from './fixtures.mjs';
import { DEMO } from './harness.mjs';

test.use({ siteOptions: { adminEmails: [DEMO.admin.email] } });

test('orders: search, payment status, dates and sort in the address; Export CSV holds exactly the filtered rows', async ({ site, openAs }) => {
  // 30 orders: Smiths and Joneses, Paid and UnPaid, on consecutive days of March 2026.
  site.sql(`INSERT INTO orders (created_at, updated_at, order_date, customer_name, customer_email, customer_address, customer_country, package_name, price, order_status, payment_status)
    SELECT now(), now(), timestamptz '2026-03-01 12:00:00+00' + (g - 1) * interval '1 day',
           CASE WHEN g % 3 = 0 THEN 'Ann Smith ' || g ELSE 'Bob Jones ' || g END, 'buyer' || g || '@example.com', g || ' Main St', 'US',
           'Basic', 1000 + g * 100, 'Pending', CASE WHEN g % 2 = 0 THEN 'Paid' ELSE 'UnPaid' END::text
    FROM generate_series(1, 30) g`);
  // Smiths (g = 3, 6, …, 30), Paid (g even): 6, 12, 18, 24, 30; from 2026-03-10 (g ≥ 10): 12, 18, 24, 30.
  const expected = [30, 24, 18, 12]; // largest amount first

  const page = await openAs(DEMO.admin, '/total-orders');
  const table = page.getByRole('table', { name: 'All orders' });
  await table.getByRole('row').nth(10).waitFor(); // a full first page: 10 of 30

  const bar = page.getByRole('search', { name: 'Filter orders' });
  await bar.getByLabel('Search').fill('smith');
  await bar.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL(/[?&]q=smith/);
  await bar.getByLabel('Payment status').selectOption('Paid');
  await page.waitForURL(/payment=Paid/);
  await bar.getByLabel('From').fill('2026-03-10');
  await page.waitForURL(/from=2026-03-10/);
  await bar.getByLabel('Sort').selectOption('-amount');
  await page.waitForURL(/sort=-amount/);

  const names = () => table.getByRole('row').filter({ has: page.getByRole('cell') }).locator('td:nth-child(3)').allInnerTexts();
  const want = expected.map((g) => `Ann Smith ${g}`);
  await test.expect.poll(async () => (await names()).map((t) => t.split('\n')[0])).toEqual(want);
  const url = new URL(page.url());
  assert.deepEqual(Object.fromEntries(url.searchParams), { q: 'smith', payment: 'Paid', from: '2026-03-10', sort: '-amount' });

  // A reload keeps the filter, in the fields and in the rows.
  await page.reload({ waitUntil: 'domcontentloaded' });
  await table.getByRole('cell').filter({ hasText: 'buyer30@example.com' }).waitFor(); // the row's status select is labelled with the name too
  assert.equal(await bar.getByLabel('Search').inputValue(), 'smith');
  assert.equal(await bar.getByLabel('Payment status').inputValue(), 'Paid');
  assert.equal((await names()).length, expected.length);

  // Export CSV: the same rows, in the same order, as a file.
  const [download] = await Promise.all([page.waitForEvent('download'), bar.getByRole('button', { name: 'Export CSV' }).click()]);
  assert.match(download.suggestedFilename(), /^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
  assert.ok(text.startsWith('\uFEFF'), 'UTF-8 with a BOM');
  const lines = text.slice(1).trimEnd().split('\r\n');
  assert.equal(lines[0], 'Order ID,Order date,Customer name,Customer e-mail,Customer address,Country,Package,Amount (USD),Refunded (USD),Order status,Payment status');
  assert.deepEqual(
    lines.slice(1).map((l) => l.split(',').slice(2, 4).concat(l.split(',')[7])),
    expected.map((g) => [`Ann Smith ${g}`, `buyer${g}@example.com`, `${10 + g}.00`]),
  );

  // Clearing the filters brings back every order, at page 1.
  await bar.getByRole('button', { name: 'Clear filters' }).click();
  await page.waitForURL(`${site.url}/total-orders`);
  await table.getByRole('row').nth(10).waitFor();
});
