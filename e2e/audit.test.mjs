// Browser test of the Owner's audit log: the admin home links it, the page lists what the
// Owner did (an export is a line), and a line changed in the database shows as a broken chain.
//
// (npx playwright test audit, from e2e/; see playwright.config.mjs)

import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { DEMO } from './harness.mjs';

test.use({ siteOptions: { adminEmails: [DEMO.admin.email] } });

test('the Owner reads the audit log, exports it, and sees a tampered line', async ({ site, newPage }) => {
  site.sql(`UPDATE admin_users SET user_role = 'Owner' WHERE user_email = '${DEMO.admin.email}'`);
  const page = await newPage();
  await page.goto(`${site.url}/admin`, { waitUntil: 'domcontentloaded' });
  await page.waitForURL(`${site.url}/login`);
  const form = page.getByRole('main').locator('form');
  await form.getByLabel('Email', { exact: true }).fill(DEMO.admin.email);
  await form.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${site.url}/admin`);

  await page.getByRole('link', { name: /Audit log/ }).click();
  await page.waitForURL(`${site.url}/admin/audit`);
  const chain = page.getByTestId('audit-chain');
  await test.expect(chain).toContainText('The chain is intact');

  const bar = page.getByRole('search', { name: 'Filter the audit log' });
  const [download] = await Promise.all([page.waitForEvent('download'), bar.getByRole('button', { name: 'Export CSV' }).click()]);
  assert.match(download.suggestedFilename(), /^audit-\d{4}-\d{2}-\d{2}\.csv$/);

  await page.reload({ waitUntil: 'domcontentloaded' });
  const table = page.getByRole('table', { name: 'Audit log' });
  const row = table.getByRole('row').filter({ hasText: 'audit.csv' }).first();
  await test.expect(row).toContainText(`${DEMO.admin.email} (Owner)`);
  await test.expect(row).toContainText('export');
  await test.expect(chain).toContainText('The chain is intact');

  await bar.getByLabel('Action').selectOption('export');
  await page.waitForURL(/action=export/);
  await test.expect(table.getByRole('row').filter({ hasText: 'audit.csv' }).first()).toBeVisible();

  const [[seq]] = site.sql(`SELECT min(seq) FROM audit_entries WHERE action = 'export'`);
  site.sql(`UPDATE audit_entries SET summary = 'nothing happened' WHERE seq = ${seq}`);
  await page.reload({ waitUntil: 'domcontentloaded' });
  await test.expect(chain).toContainText(`The chain is broken at line ${seq}`);
});
