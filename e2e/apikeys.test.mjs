// Browser test of /admin/api-keys: an Owner creates a key, sees its secret once (with a
// copy button), the key answers a query of its own, the Owner revokes it and the key is
// refused from the next request on.
//
// (npx playwright test apikeys, from e2e/; see playwright.config.mjs)

import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { DEMO, signIn } from './harness.mjs';

test.use({ siteOptions: { adminEmails: [DEMO.admin.email] } });

async function asKey(url, secret, query) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${secret}` },
    body: JSON.stringify({ query }),
  });
  return { status: res.status, body: await res.json() };
}

test('the Owner creates an API key, sees its secret once, and revokes it', async ({ site, newPage }) => {
  site.sql(`UPDATE admin_users SET user_role = 'Owner' WHERE user_email = '${DEMO.admin.email}'`);
  const page = await newPage();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${site.url}/admin`, { waitUntil: 'domcontentloaded' });
  await page.waitForURL(`${site.url}/login`);
  await signIn(page, DEMO.admin);
  await page.waitForURL(`${site.url}/admin`);

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'API keys' }).click();
  await page.waitForURL(`${site.url}/admin/api-keys`);
  await test.expect(page.getByText('No API keys yet.')).toBeVisible();

  await page.getByLabel('Name').fill('Shop sync');
  await page.getByLabel(/Read orders and payments/).check();
  await page.getByRole('button', { name: 'Create key' }).click();
  const shown = page.getByTestId('api-key-secret');
  await test.expect(shown).toHaveText(/^sk_live_[A-Za-z0-9_-]{43}$/);
  const secret = await shown.textContent();
  await page.getByRole('button', { name: 'Copy' }).click();
  await test.expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), secret);

  // The list shows the key by its prefix; the secret is never shown again.
  await page.getByRole('button', { name: 'Done' }).click();
  const table = page.getByRole('table', { name: 'API keys' });
  const row = table.getByRole('row').nth(1);
  await test.expect(row).toContainText('Shop sync');
  await test.expect(row).toContainText(secret.slice(0, 12));
  await test.expect(row).toContainText('public:read, orders:read');
  await test.expect(row).toContainText('Active');
  await test.expect(row).toContainText('Never');
  await page.reload();
  assert.equal(await page.getByText(secret).count(), 0);
  const [[stored]] = site.sql(`SELECT count(*) FROM api_keys WHERE prefix = '${secret.slice(0, 12)}'`);
  assert.equal(Number(stored), 1);

  // The key answers a query of its own.
  const ok = await asKey(site.url, secret, '{ adminOrders(first: 1) { totalCount } }');
  assert.equal(ok.status, 200, JSON.stringify(ok.body));
  assert.ok(ok.body.extensions.cost.requestedQueryCost > 0);

  page.once('dialog', (d) => d.accept());
  await table.getByRole('button', { name: 'Revoke the key Shop sync' }).click();
  await test.expect(row).toContainText('Revoked');
  const refused = await asKey(site.url, secret, '{ adminOrders(first: 1) { totalCount } }');
  assert.equal(refused.status, 401);
  assert.match(refused.body.error.message, /revoked/);
});
