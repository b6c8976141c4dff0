// Browser test of the Owner's backups page: "Back up now" queues a backup, the job writes
// the archive, and the page shows the run with its size; the menu links the page.
//
// (npx playwright test backups, from e2e/; see playwright.config.mjs)

import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from './fixtures.mjs';
import { DEMO, signIn } from './harness.mjs';

const target = mkdtempSync(join(tmpdir(), 'e2e-backups-'));
// A public key only: the test never restores, so its secret key was not kept.
const RECIPIENT = 'age1wncgl9sn03c7z9fyzf8m9xu9l0cfdhglxgu3g4lug08q930yafssz6mpmm';

test.use({ siteOptions: { adminEmails: [DEMO.admin.email], env: { BACKUP_TARGET: target, BACKUP_RECIPIENT: RECIPIENT } } });

test('the Owner backs up now and sees the run succeed', async ({ site, newPage }) => {
  site.sql(`UPDATE admin_users SET user_role = 'Owner' WHERE user_email = '${DEMO.admin.email}'`);
  const page = await newPage();
  await page.goto(`${site.url}/admin`, { waitUntil: 'domcontentloaded' });
  await page.waitForURL(`${site.url}/login`);
  await signIn(page, DEMO.admin);
  await page.waitForURL(`${site.url}/admin`);

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Backups' }).click();
  await page.waitForURL(`${site.url}/admin/backups`);
  await test.expect(page.getByTestId('backup-health')).toHaveText('No backup has succeeded yet.');
  await test.expect(page.getByTestId('backup-schedule')).toContainText('Backups run every day at 03:00 UTC. The next starts on');

  await page.getByRole('button', { name: 'Back up now' }).click();
  await test.expect(page.getByText('The backup is queued: it starts in a moment.')).toBeVisible();
  const table = page.getByRole('table', { name: 'Latest backups' });
  const row = table.getByRole('row').nth(1);
  await test.expect(row).toContainText(`asked by ${DEMO.admin.email}`);

  // The job runs within a second or two; Refresh follows it.
  await test
    .expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await test.expect(row).toContainText('succeeded', { timeout: 1000 });
    })
    .toPass({ timeout: 30_000 });
  await test.expect(row).toContainText(/backup-\d{8}T\d{6}\.\d{3}Z\.tar\.age/);
  await test.expect(page.getByTestId('backup-health')).toContainText('The last backup succeeded on');
  const written = readdirSync(target).filter((n) => n.endsWith('.tar.age'));
  assert.equal(written.length, 1, `the target holds ${written}`);
  await test.expect(row).toContainText(written[0]);

  // The audit log has the Owner's request.
  const [[lines]] = site.sql(`SELECT count(*) FROM audit_entries WHERE entity_type = 'BackupRun' AND actor_email = '${DEMO.admin.email}'`);
  assert.equal(Number(lines), 1);
});
