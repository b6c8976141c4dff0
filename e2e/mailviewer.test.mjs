// Browser test of the first hour's mail viewer: `make run` sends the site's mail to MailDev
// (scripts/maildev.sh), and a newcomer reads it in MailDev's web inbox. Here a visitor
// subscribes to the newsletter and the confirmation mail is read in that inbox, in
// Chromium, as the newcomer would; its link confirms the subscription.
//
// (npx playwright test mailviewer, from e2e/; MailDev is installed by `bash scripts/maildev.sh install`)

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test as base } from './fixtures.mjs';
import { ROOT, freePort, screenshot, uniqueEmail, waitFor } from './harness.mjs';

const MAILDEV_BIN = join(ROOT, 'maildev', 'node_modules', '.bin', 'maildev');

const test = base.extend({
  maildev: [
    async ({}, use) => {
      assert.ok(existsSync(MAILDEV_BIN), `${MAILDEV_BIN} is missing: install it with \`bash scripts/maildev.sh install\`.`);
      const [smtp, web] = [await freePort(), await freePort()];
      const child = spawn(MAILDEV_BIN, ['--smtp', String(smtp), '--ip', '127.0.0.1', '--web', String(web), '--web-ip', '127.0.0.1'], { stdio: 'ignore' });
      const inbox = `http://127.0.0.1:${web}/`;
      await waitFor(async () => (await fetch(inbox, { headers: { Accept: 'text/html' } }).catch(() => null))?.ok, { timeout: 60_000, what: 'MailDev' });
      await use({ smtpUrl: `smtp://127.0.0.1:${smtp}`, inbox });
      child.kill('SIGKILL');
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  siteOptions: [async ({ maildev }, use) => use({ env: { SMTP_URL: maildev.smtpUrl } }), { scope: 'worker' }],
});

test('a visitor’s confirmation mail is read in the local mail viewer, and its link confirms', async ({ site, maildev, open, newPage }) => {
  const { page } = await open('/');
  const email = uniqueEmail('newcomer');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Email address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await page.getByRole('status').getByText('subscribers is Updated').first().waitFor();

  const viewer = await newPage();
  // MailDev's page is not the site's app: plain navigation, without waiting for the app.
  await viewer.mainFrame().goto(maildev.inbox);
  const subject = 'Confirm your subscription to SEO Agency';
  // The queue sends within seconds; MailDev's list shows it as it arrives.
  await viewer.getByText(subject).first().click({ timeout: 30_000 });
  const body = viewer.frameLocator('iframe').first();
  const link = body.getByRole('link', { name: /confirm/i }).first();
  const href = await link.getAttribute('href');
  await screenshot(viewer, 'mail-viewer');
  assert.ok(href?.startsWith(`${site.url}/newsletter/confirm?`), `the mail's link ${href}`);

  await page.mainFrame().goto(href);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await page.getByRole('heading', { name: 'Your subscription is confirmed' }).waitFor();
  await waitFor(() => site.sql(`SELECT status FROM subscribers WHERE email = '${email}'`)[0]?.[0] === 'Confirmed', { what: 'the subscription confirmed' });
});
