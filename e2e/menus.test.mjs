// Browser test: the header's and footer's menus. The admin adds a link to a published blog
// post to the header and another site's address (in a new tab) to the footer in
// /admin/menus, moves the post's link up, and a visitor finds both on the painted public
// pages (header and footer), in that order; a removed link leaves them. Chromium against
// the real server on a fresh PostgreSQL database and the Firebase Auth emulator.
//
// (npx playwright test menus, from e2e/; see playwright.config.mjs)

import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { DEMO, toast } from './harness.mjs';

test.use({ siteOptions: { adminEmails: [DEMO.admin.email] } });

/** Reloads page until check passes: the pages are painted again a moment after a save. */
async function eventually(page, check) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      await check();
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await page.waitForTimeout(300);
      await page.reload();
    }
  }
}

const texts = (nav) => nav.getByRole('link').allTextContents();

test('an admin edits the menus and visitors see them on the public pages', async ({ open, openAs }) => {
  test.setTimeout(180_000);
  const post = '/blog/technical-seo-audit-checklist';
  const admin = await openAs(DEMO.admin, '/admin/menus');

  const header = admin.getByRole('form', { name: 'Add a link to the header menu' });
  await header.getByLabel('Leads to').selectOption(post);
  await header.getByLabel(/^Label/).fill('Audit checklist');
  await header.getByRole('button', { name: 'Add link' }).click();
  await toast(admin, 'Menu is Updated').waitFor();
  await admin.getByRole('button', { name: 'Move Audit checklist up' }).waitFor();

  const footer = admin.getByRole('form', { name: 'Add a link to the footer menu (quick links)' });
  await footer.getByLabel('Leads to').selectOption('external');
  await footer.getByLabel('Address').fill('javascript:alert(1)');
  await footer.getByLabel(/^Label/).fill('Partner');
  await footer.getByRole('button', { name: 'Add link' }).click();
  await footer.getByText(/must be a page of this site \(\/pricing\) or a full http\(s\):\/\/ address/).waitFor();
  await footer.getByLabel('Address').fill('https://partner.example/seo');
  await footer.getByLabel('Open in a new tab').check();
  await footer.getByRole('button', { name: 'Add link' }).click();
  await admin.getByRole('button', { name: 'Remove Partner' }).waitFor();

  await admin.getByRole('button', { name: 'Move Audit checklist up' }).click();
  await admin.getByRole('region', { name: 'Header menu' }).getByRole('button', { name: 'Move Audit checklist down' }).waitFor();

  // The painted pages carry both links, as real links, in the admin's order.
  const { page } = await open('/pricing');
  const main = page.getByRole('navigation', { name: 'Main' });
  const quick = page.getByRole('navigation', { name: 'Quick Links' });
  await eventually(page, async () => {
    assert.deepEqual(await texts(main), ['Home', 'Services', 'Pricing', 'Audit checklist', 'Contact']);
    assert.deepEqual(await texts(quick), ['Home', 'Services', 'Pricing', 'Contact', 'Partner (opens in a new tab)']);
  });
  assert.equal(await main.getByRole('link', { name: 'Audit checklist' }).getAttribute('href'), post);
  const partner = quick.getByRole('link', { name: 'Partner (opens in a new tab)' });
  assert.equal(await partner.getAttribute('href'), 'https://partner.example/seo');
  assert.equal(await partner.getAttribute('rel'), 'noopener');
  assert.equal(await partner.getAttribute('target'), '_blank');
  await main.getByRole('link', { name: 'Audit checklist' }).click();
  await page.waitForURL(`**${post}`);
  await page.getByRole('heading', { level: 1, name: /Technical SEO Audit Checklist/ }).waitFor();

  // A removed link leaves the site.
  await admin.getByRole('button', { name: 'Remove Audit checklist' }).click();
  await toast(admin, /Audit checklist is removed/).waitFor();
  await eventually(page, async () => {
    assert.deepEqual(await texts(main), ['Home', 'Services', 'Pricing', 'Contact']);
  });
});
