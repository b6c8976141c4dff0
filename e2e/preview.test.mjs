// Browser test of the admin editors' Preview: the public page painted by the server with
// the form's unsaved values opens in a new tab, while the site keeps the saved content.
//
// (npx playwright test preview, from e2e/; see playwright.config.mjs)

import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { DEMO, gqlOk, htmlText, randomId } from './harness.mjs';

test.use({ siteOptions: { adminEmails: [DEMO.admin.email] } });

test('Preview shows the unsaved banner heading in a new tab; / keeps the saved one', async ({ site, openAs }) => {
  const { banners } = await gqlOk(site.url, '{ banners(first: 1) { edges { node { id bannerHeading } } } }');
  const { id, bannerHeading: saved } = banners.edges[0].node;

  const page = await openAs(DEMO.admin, `/banner/${id}`);

  // Markup typed into a field is text on the page, as React writes any text.
  const mark = randomId();
  const unsaved = `Unsaved <b>heading</b> ${mark}`;
  const heading = page.getByLabel('Banner Heading', { exact: true });
  await heading.fill(unsaved);
  const started = Date.now();
  const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Preview', exact: true }).click()]);
  await tab.waitForURL(/^blob:/);
  await tab.getByRole('heading', { level: 1, name: unsaved, exact: true }).waitFor();
  console.log(`preview tab showed the edit ${Date.now() - started} ms after the click`);
  const bar = tab.getByRole('status').filter({ hasText: 'Preview — not saved' });
  await bar.waitFor();
  // The site's stylesheet loaded from the blob: page (its base address), under the site's CSP.
  assert.equal(await bar.evaluate((el) => getComputedStyle(el).backgroundColor), 'rgb(245, 158, 11)');
  assert.equal(await tab.locator('script').count(), 0);
  assert.equal(await tab.locator('meta[name="robots"]').getAttribute('content'), 'noindex');

  // Nothing was saved: the form still holds the edit, the public page and the API the saved heading.
  assert.equal(await heading.inputValue(), unsaved);
  const home = await (await fetch(`${site.url}/`)).text();
  assert.ok(htmlText(home).includes(saved), `/ lacks the saved heading "${saved}"`);
  assert.ok(!home.includes(mark), '/ shows the unsaved heading');
  const after = await gqlOk(site.url, `{ banners(first: 1) { edges { node { bannerHeading } } } }`);
  assert.equal(after.banners.edges[0].node.bannerHeading, saved);
});
