// Browser test of the newsletter's double opt-in: a visitor signs up in the footer, follows
// the confirmation mail's link and its button, the admin sees the address Confirmed, and the unsubscribe
// link's button ends it. Mail goes through the site's own Mailpit (site.mail). Then a published
// post sent as a newsletter from its screen, and a customer's own data: the dashboard's
// download and account deletion.
//
// (npx playwright test newsletter, from e2e/; see playwright.config.mjs)

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
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


/** Signs email up in the footer of a fresh page; confirmed: follows the mail's link and confirms. */
async function subscribe(site, open, email, { confirmed }) {
  const { page } = await open('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Email address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await page.getByRole('status').getByText('subscribers is Updated').first().waitFor();
  if (!confirmed) return;
  const [mail] = await site.mail.waitFor(email);
  await page.mainFrame().goto(mail.text.match(/https?:\/\/\S+\/newsletter\/confirm\?[^\s<>")\]]+/)[0]);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await page.getByRole('heading', { name: 'Your subscription is confirmed' }).waitFor();
}

test('a published post sent as a newsletter reaches the confirmed subscribers only, once, with its link and the unsubscribe', async ({ site, open, openAs }) => {
  const reader = uniqueEmail('reader');
  const unconfirmed = uniqueEmail('unconfirmed');
  await subscribe(site, open, reader, { confirmed: true });
  await subscribe(site, open, unconfirmed, { confirmed: false });

  const title = 'The Technical SEO Audit Checklist We Use for Every New Client';
  const admin = await openAs(DEMO.admin, '/admin/posts');
  await admin.getByRole('link', { name: title }).click();
  await admin.getByRole('button', { name: 'Send as newsletter' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Send to subscribers' }).click();
  const counts = admin.getByRole('status').filter({ hasText: 'subscribers reached' });
  await counts.waitFor();

  const mails = await site.mail.waitFor(reader, 2); // the confirmation, then the post
  const post = mails.find((m) => m.subject.includes(title));
  assert.ok(post, `the post's mail among ${JSON.stringify(mails.map((m) => m.subject))}`);
  assert.ok(post.text.includes(`${site.url}/blog/technical-seo-audit-checklist`), `the post's address in ${post.text}`);
  assert.ok(post.headers['List-Unsubscribe']?.[0]?.includes('/newsletter/unsubscribe?'), `List-Unsubscribe ${JSON.stringify(post.headers)}`);
  assert.deepEqual(post.headers['List-Unsubscribe-Post'], ['List-Unsubscribe=One-Click']);
  // The unconfirmed address got its confirmation request and nothing else.
  assert.deepEqual((await site.mail.messagesTo(unconfirmed)).map((m) => m.subject.includes(title)), [false]);

  // The screen counts the mail as sent (Refresh reads again), and offers no second send.
  await expect
    .poll(async () => {
      await admin.getByRole('button', { name: 'Refresh' }).click();
      return counts.textContent();
    }, { timeout: 30_000 })
    .toContain('1 sent');
  await admin.reload();
  await admin.getByRole('heading', { name: 'Newsletter' }).waitFor();
  assert.equal(await admin.getByRole('button', { name: 'Send as newsletter' }).count(), 0);
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
