// Browser test: SEO per page. The admin edits the pricing page's title in /seo-edit/{id}
// (live previews, a width warning in pixels); a fresh load of /pricing then has the new
// <title> and og:title, in the server's HTML (no JavaScript) and in the browser, and a move
// to /pricing inside the app shows it too. Chromium against the real server on a fresh
// PostgreSQL database and the Firebase Auth emulator.
//
// (npx playwright test seo, from e2e/; see playwright.config.mjs)

import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { DEMO, toast } from './harness.mjs';

// A site of this file's own: the test changes the pricing page's SEO. It takes orders (its
// PayPal e-mail is set at start), so the pricing page shows its order links.
test.use({ siteOptions: { adminEmails: [DEMO.admin.email], env: { PAYPAL_EMAIL: 'shop@paypal-sandbox.test' } } });

const attr = (html, re) => html.match(re)?.[1];

test("the pricing page's title edited in the admin is /pricing's <title> and og:title on a fresh load", async ({ site, open, openAs }) => {
  const title = `Pricing & plans — "SEO" from $49 <${Date.now() % 1000}>`;
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&#34;');

  const admin = await openAs(DEMO.admin, '/seo');
  const table = admin.getByRole('table', { name: 'Public pages' });
  await test.expect(table.getByRole('row').filter({ hasText: '/pricing' })).toContainText('Pricing Plan | SEO Agency');
  await table.getByRole('link', { name: 'Edit the SEO of /pricing' }).click();
  await admin.waitForURL((u) => u.pathname.startsWith('/seo-edit/'));

  const field = admin.getByLabel('Title', { exact: true });
  await test.expect(field).toHaveAttribute('placeholder', 'Pricing Plan | SEO Agency');
  // Too wide for Google's 580 px: the editor says so as the admin types.
  await field.fill('WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW');
  await test.expect(admin.getByText(/Title: 38 characters, 717 px of 580 px\./)).toContainText('Too wide');
  await field.fill(title);
  await test.expect(admin.getByTestId('serp-preview')).toContainText(title);
  await test.expect(admin.getByTestId('social-preview')).toContainText(title);
  await admin.getByRole('button', { name: 'Update SEO' }).click();
  await toast(admin, 'SEO is Updated').waitFor();

  // The server's HTML, without JavaScript: the page is painted again at once.
  let html = '';
  await test.expect(async () => {
    html = await (await fetch(`${site.url}/pricing`)).text();
    assert.equal(attr(html, /<title>([^<]*)<\/title>/), escaped);
  }).toPass({ timeout: 10_000 });
  assert.equal(attr(html, /<meta property="og:title" content="([^"]*)"/), escaped);
  assert.equal(attr(html, /<meta name="twitter:title" content="([^"]*)"/), escaped);
  assert.equal(attr(html, /<link rel="canonical" href="([^"]+)"/), `${site.url}/pricing`);

  // A fresh load in the browser keeps it once the app has started.
  const { page } = await open('/pricing');
  await page.getByRole('link', { name: 'Order Basic' }).waitFor();
  assert.equal(await page.title(), title);
  assert.equal(await page.locator('meta[property="og:title"]').getAttribute('content'), title);

  // Moving to /pricing inside the app shows the same title, with no request for it.
  const { page: visitor } = await open('/service');
  await visitor.locator('header').getByRole('link', { name: 'Pricing', exact: true }).first().click();
  await visitor.waitForURL(`${site.url}/pricing`);
  await visitor.getByRole('link', { name: 'Order Basic' }).waitFor();
  await test.expect(visitor).toHaveTitle(title);
});
