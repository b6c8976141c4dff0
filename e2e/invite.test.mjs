// Browser test of an invitation, end to end: the demo admin invites a new address as Editor
// from /admin/users; the mail arrives in the site's own Mailpit; its link opens /invitation,
// which says who invited whom as what; the person registers with that address, comes back,
// accepts, and lands in /admin with the role and a verified e-mail.
//
// (npx playwright test invite, from e2e/; see playwright.config.mjs)

import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { DEMO, gqlOk, signInToken, uniqueEmail } from './harness.mjs';

test.use({ siteOptions: { adminEmails: [DEMO.admin.email] } });

async function fillCredentials(page, email, password) {
  const form = page.getByRole('main').locator('form');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  return form;
}

test('invite → mail → /invitation → register → accept → /admin as Editor', async ({ site, newPage }) => {
  const invited = uniqueEmail('editor');

  // The admin invites from the admin users screen.
  const admin = await newPage();
  await admin.goto(`${site.url}/admin/users`, { waitUntil: 'domcontentloaded' });
  await admin.waitForURL(`${site.url}/login`);
  const login = await fillCredentials(admin, DEMO.admin.email, DEMO.admin.password);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await admin.waitForURL(`${site.url}/admin/users`);
  const invite = admin.getByRole('main').locator('form', { has: admin.getByRole('heading', { name: 'Invite to the staff' }) });
  await invite.getByLabel('E-mail', { exact: true }).fill(invited);
  await invite.getByLabel('Role').selectOption('Editor');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await admin.getByRole('table', { name: 'Invitations' }).getByText(invited).waitFor();

  // The mail, in the site's look, with the link to the site's page.
  const [mail] = await site.mail.waitFor(invited);
  assert.equal(mail.subject, 'You are invited to the SEO Agency team');
  assert.match(mail.text, new RegExp(`${DEMO.admin.email} invites you to the admin area of SEO Agency as an Editor`));
  const link = mail.text.match(/https?:\/\/\S+\/invitation\?token=[\w-]+/)?.[0];
  assert.ok(link?.startsWith(site.url), `an invitation link in ${mail.text}`);

  // The invited person follows it, registers with the invited address and comes back.
  const page = await newPage();
  await page.goto(link);
  await page.getByText(`${DEMO.admin.email} invites ${invited} to the admin area as Editor.`).waitFor();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.waitForURL(`${site.url}/register`);
  const form = await fillCredentials(page, invited, 'editor-secret-1');
  await form.getByRole('button', { name: 'Register', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/invitation');
  await page.getByRole('button', { name: 'Accept and join as Editor' }).click();

  // In the admin area with the role; the e-mail is verified.
  await page.waitForURL(`${site.url}/admin`);
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  // An Editor's admin home: content and media, no sales, messages or staff.
  const cards = page.getByRole('list', { name: 'Admin' });
  await test.expect(cards.getByRole('link')).toHaveCount(2);
  await cards.getByRole('link', { name: /^Setting/ }).waitFor();
  await cards.getByRole('link', { name: /^Media library/ }).waitFor();
  assert.equal(await page.getByTestId('total-sales').count(), 0, 'no sales figures for an Editor');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  assert.equal(await nav.getByRole('link', { name: 'Orders' }).count(), 0, 'no Orders in the Editor menu');
  // A screen of another area says why, naming the role.
  await page.goto(`${site.url}/total-orders`);
  await page.getByRole('heading', { level: 1, name: 'Not allowed for your role' }).waitFor();
  await page.getByText(/with the role Editor/).waitFor();
  const token = await signInToken(invited, 'editor-secret-1');
  const { viewer } = await gqlOk(site.url, '{ viewer { emailVerified isAdmin } }', {}, token);
  assert.deepEqual(viewer, { emailVerified: true, isAdmin: true });
  assert.deepEqual(site.sql(`SELECT user_role FROM admin_users WHERE user_email = '${invited}'`), [['Editor']]);

  // The link is spent: opening it again says so.
  const again = await newPage();
  await again.goto(link);
  await again.getByRole('alert').getByText('This invitation has been used already').waitFor();
});
