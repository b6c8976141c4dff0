// Browser test: redirects and the 404 report. A page a visitor's browser asked for that does
// not exist shows in the admin's 404 report; its "Add a redirect" fills the redirect form;
// once saved, the old path answers 301 from the server itself (no JavaScript) and the browser
// lands on the target. Chromium against the real server on a fresh PostgreSQL database and
// the Firebase Auth emulator.
//
// (npx playwright test redirects, from e2e/; see playwright.config.mjs)

import assert from 'node:assert/strict';
import { reloadUntilVisible, test } from './fixtures.mjs';
import { DEMO, randomId, toast } from './harness.mjs';

// A site of this file's own: the test adds redirects.
test.use({ siteOptions: { adminEmails: [DEMO.admin.email] } });

test('a 404 a visitor hit is redirected from the admin report: the old path answers 301 without JavaScript', async ({ site, open, newPage, openAs }) => {
  const old = `/summer-sale-${randomId()}`;

  // A visitor follows a stale link: the server answers 404 (and counts it).
  const { page: visitor, response } = await open(old);
  assert.equal(response?.status(), 404, `${old} before the redirect`);
  await visitor.getByRole('heading', { level: 1 }).waitFor();

  // The admin's 404 report lists it (counts are written every few seconds).
  const admin = await openAs(DEMO.admin, '/not-found-report');
  await admin.getByRole('heading', { level: 1, name: '404 Report' }).waitFor();
  const report = admin.getByRole('table', { name: 'Paths that answered 404' });
  const addLink = report.getByRole('link', { name: `Add a redirect for ${old}` });
  await reloadUntilVisible(admin, addLink, report);
  await test.expect(report.getByRole('row').filter({ hasText: old })).toContainText('1');

  // One click: the redirect form, filled in with the path.
  await addLink.click();
  await admin.waitForURL((u) => u.pathname === '/redirects');
  const form = admin.getByRole('form', { name: 'Add Redirect' });
  await test.expect(form.getByLabel('From')).toHaveValue(old);
  await test.expect(form.getByLabel('Kind')).toHaveValue('Moved');
  await form.getByLabel('To').fill('/pricing');
  await form.getByRole('button', { name: 'Add Redirect' }).click();
  await toast(admin, 'Redirect is Added').waitFor();
  await admin.getByRole('link', { name: `Edit the redirect of ${old}` }).waitFor();

  // The server answers it: a 301 with the query kept, no page, no script.
  const res = await fetch(`${site.url}${old}?utm_source=mail`, { redirect: 'manual', headers: { Accept: 'text/html' } });
  assert.equal(res.status, 301);
  assert.equal(res.headers.get('location'), '/pricing?utm_source=mail');
  assert.doesNotMatch(await res.text(), /<script/i);

  // A browser that runs no JavaScript lands on the target.
  const noScript = await newPage({ javaScriptEnabled: false });
  const landed = await noScript.goto(`${site.url}${old}`);
  assert.equal(new URL(noScript.url()).pathname, '/pricing');
  assert.equal(landed?.status(), 200);

  // A rule into the redirected path would make a chain: refused, naming the rule in the way.
  await form.getByLabel('From').fill(`/promo-${randomId()}`);
  await form.getByLabel('To').fill(old);
  await form.getByRole('button', { name: 'Add Redirect' }).click();
  await toast(admin, `itself redirected by the rule ${old} → /pricing`, 'error').waitFor();
});
