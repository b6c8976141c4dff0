// Browser test of the newsletter's double opt-in: a visitor signs up in the footer, follows
// the confirmation mail's link and its button, the admin sees the address Confirmed, and the unsubscribe
// link's button ends it. Mail goes through the site's own Mailpit (site.mail). Then a customer's
// own data: the dashboard's download and account deletion.
//
// (npx playwright test newsletter, from e2e/; see playwright.config.mjs)

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from './fixtures.mjs';
import { DEMO, signInToken, signUp, uniqueEmail } from './harness.mjs';

test.use({ siteOptions: { adminEmails: [DEMO.admin.email] } });

test('subscribe → the confirmation mail’s link → confirmed → unsubscribe link → gone', async ({ site, open, openAs }) => {
  const { page } = await open('/');
  const email = uniqueEmail('reader');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Email address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await page.getByRole('status').getByText('subscribers is Updated').first().waitFor();
  assert.deepEqual(site.sql(`SELECT status FROM subscribers WHERE email = '${email}'`), [['Pending']]);

  const [mail] = await site.mail.waitFor(email);
  assert.equal(mail.subject, 'Confirm your subscription to SEO Agency');
  const confirm = mail.text.match(/https?:\/\/\S+\/newsletter\/confirm\?[^\s<>")\]]+/)?.[0];
  assert.ok(confirm?.startsWith(site.url), `a confirmation link in ${mail.text}`);
  const unsubscribe = mail.headers['List-Unsubscribe']?.[0]?.replace(/^<|>$/g, '');
  assert.ok(unsubscribe?.startsWith(`${site.url}/newsletter/unsubscribe?`), `List-Unsubscribe ${JSON.stringify(mail.headers)}`);
  assert.deepEqual(mail.headers['List-Unsubscribe-Post'], ['List-Unsubscribe=One-Click']);

  // The link is a page of the server, not of the app: no app starts there. GET only shows
  // a button (mail scanners follow links); the button confirms.
  await page.mainFrame().goto(confirm);
  await page.getByRole('heading', { name: 'Confirm your subscription' }).waitFor();
  assert.deepEqual(site.sql(`SELECT status FROM subscribers WHERE email = '${email}'`), [['Pending']]);
  // The page wears the site's look (its style sheet and primary button), not a browser's defaults.
  const look = await page.getByRole('button', { name: 'Confirm my subscription' }).evaluate((b) => {
    const css = getComputedStyle(b);
    return { background: css.backgroundColor, font: getComputedStyle(document.body).fontFamily };
  });
  assert.ok(!['rgba(0, 0, 0, 0)', 'rgb(239, 239, 239)', 'rgb(240, 240, 240)'].includes(look.background), `button background ${look.background}`);
  assert.ok(!/^"?Times/.test(look.font), `body font ${look.font}`);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await page.getByRole('heading', { name: 'Your subscription is confirmed' }).waitFor();
  assert.deepEqual(site.sql(`SELECT status FROM subscribers WHERE email = '${email}'`), [['Confirmed']]);

  const admin = await openAs(DEMO.admin, '/all-subscriber');
  const table = admin.getByRole('table', { name: 'All subscribers' });
  await table.getByRole('columnheader', { name: 'Status' }).waitFor();
  const row = table.getByRole('row').filter({ hasText: email });
  await row.getByRole('cell', { name: 'Confirmed', exact: true }).waitFor();

  // GET only shows the button; the button unsubscribes.
  await page.mainFrame().goto(unsubscribe);
  await page.getByRole('heading', { name: 'Unsubscribe from the newsletter' }).waitFor();
  assert.deepEqual(site.sql(`SELECT status FROM subscribers WHERE email = '${email}'`), [['Confirmed']]);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
  assert.deepEqual(site.sql(`SELECT status FROM subscribers WHERE email = '${email}' AND unsubscribed_at IS NOT NULL`), [['Unsubscribed']]);
  assert.deepEqual(site.sql(`SELECT count(*) FROM subscribers WHERE email = '${email}' AND status = 'Confirmed'`), [['0']]);

  await admin.reload();
  await table.getByRole('row').filter({ hasText: email }).getByRole('cell', { name: 'Unsubscribed', exact: true }).waitFor();
  assert.deepEqual(page.pageErrors, []);
});

test('a customer downloads their data and deletes their account from the dashboard', async ({ site, openAs }) => {
  const email = uniqueEmail('leaver');
  const password = 'leaver-pass-123';
  await signUp(email, password);
  const page = await openAs({ email, password }, '/dashboard');

  const section = page.getByRole('region', { name: 'Your data' });
  await section.getByText('Your orders are kept for accounting, with your name, e-mail and address removed.').waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Download my data' }).click()]);
  const data = JSON.parse(await readFile(await download.path(), 'utf8'));
  assert.equal(data.profile.email, email);
  assert.deepEqual(data.orders, []);

  await section.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = section.getByRole('button', { name: 'Delete my account for good' });
  assert.ok(await confirm.isDisabled(), 'the button waits for DELETE');
  await section.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirm.click();
  await page.waitForURL(`${site.url}/`);
  await assert.rejects(signInToken(email, password), 'the account is gone');
});
