// Browser test: the site's identity. The admin renames the site and changes its tagline in
// /admin/site-identity; the home page, painted again by the server, then carries the new name
// in its <title>, og:site_name and header (and the tagline above it), in the server's HTML
// and in the browser; markup in the name is refused. Chromium against the real server on a
// fresh PostgreSQL database and the Firebase Auth emulator.
//
// (npx playwright test identity, from e2e/; see playwright.config.mjs)

import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { DEMO, toast } from './harness.mjs';

// A site of this file's own: the test renames it.
test.use({ siteOptions: { adminEmails: [DEMO.admin.email] } });

const attr = (html, re) => html.match(re)?.[1];

test("the site's name set in the admin is the home page's header and title", async ({ site, open, openAs }) => {
  const name = `Acme "Growth" & Co ${Date.now() % 1000}`;
  const escaped = name.replace(/&/g, '&amp;').replace(/"/g, '&#34;');
  const tagline = 'Rankings that last.';

  const admin = await openAs(DEMO.admin, '/admin/site-identity');
  await admin.getByRole('heading', { level: 1, name: 'Site Identity' }).waitFor();
  await admin.getByRole('link', { name: 'Edit Site Identity' }).click();
  await admin.waitForURL((u) => u.pathname.startsWith('/admin/site-identity/'));
  const field = admin.getByLabel('Site Name');
  await test.expect(field).toHaveValue('SEO Agency');

  // Markup in the name is refused, with the reason.
  await field.fill('<script>alert(1)</script>');
  await admin.getByRole('button', { name: 'Update Site Identity' }).click();
  await toast(admin, 'must be plain text', 'error').waitFor();

  await field.fill(name);
  await admin.getByLabel('Tagline').fill(tagline);
  await admin.getByRole('button', { name: 'Update Site Identity' }).click();
  await toast(admin, 'Site Identity is Updated').waitFor();

  // The server's HTML, without JavaScript: the page is painted again at once.
  let html = '';
  await test.expect(async () => {
    html = await (await fetch(`${site.url}/`)).text();
    assert.match(attr(html, /<title>([^<]*)<\/title>/) ?? '', new RegExp(` \\| ${escaped}$`));
    // A pass that began before the save may paint once more with the old name: the next has both.
    assert.equal(attr(html, /<meta property="og:site_name" content="([^"]*)"/), escaped);
  }).toPass({ timeout: 10_000 });
  assert.ok(html.includes(tagline), 'the painted header has the tagline');

  // In the browser, once the app has started: the header's name and tagline, the title.
  const { page } = await open('/');
  const header = page.locator('header').first();
  await header.getByRole('link', { name: `${name} home` }).waitFor();
  await test.expect(header.getByText(tagline).first()).toBeVisible(); // the mobile menu's drawer has it too, hidden
  await test.expect(page).toHaveTitle(new RegExp(` \\| ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));

  // A page the browser renders (no painted title of its own) ends its title with the name too.
  await page.goto(`${site.url}/login`);
  await test.expect(page).toHaveTitle(`Login | ${name}`);
});
