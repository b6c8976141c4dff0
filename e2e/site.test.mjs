// Browser tests of the web app as it stands: Chromium against the real server, a fresh
// PostgreSQL database and the Firebase Auth emulator. Pages that are still placeholders
// (home sections, services, pricing, dashboards) get their tests when they are built.

import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { DEMO, screenshot, signIn, uniqueEmail, waitFor } from './harness.mjs';

const NAV = [
  ['Home', '/'],
  ['Services', '/service'],
  ['Pricing', '/pricing'],
  ['Contact', '/contact'],
];
const TAGLINE = "Let's make something great together.";

test.use({ siteOptions: { adminEmails: [DEMO.admin.email] } });

/** This file's site, for the helpers below. */
let site;
test.beforeAll(({ site: s }) => {
  site = s;
});

/** Waits until the locator's text matches re; returns the text. */
async function textMatches(locator, re, what = String(re)) {
  let last = '';
  try {
    return await waitFor(
      async () => {
        last = (await locator.first().textContent({ timeout: 1000 })) ?? '';
        return re.test(last) && last;
      },
      { timeout: 10_000, what },
    );
  } catch {
    throw new Error(`expected ${what}; the text was ${JSON.stringify(last)}`);
  }
}

/** The page loaded cleanly: no uncaught errors, nothing fetched from outside this machine. */
function assertClean(page) {
  assert.deepEqual(page.pageErrors, [], 'no uncaught errors in the page');
  assert.deepEqual(page.blockedRequests, [], 'no requests to other hosts');
}

async function mainNavLinks(page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.waitFor();
  const links = nav.getByRole('link');
  const out = [];
  for (let i = 0; i < (await links.count()); i++) {
    const a = links.nth(i);
    out.push([(await a.innerText()).trim(), await a.getAttribute('href')]);
  }
  return out;
}

test.describe('shell: header, footer, 404', () => {
  test('the header shows the tagline and links Home, Services, Pricing, Contact in order; a visitor sees Login', async ({ open }) => {
    const { page, response } = await open('/');
    assert.equal(response.status(), 200);
    assert.deepEqual(await mainNavLinks(page), NAV);
    await page.getByText(TAGLINE).first().waitFor();
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Login', exact: true }).waitFor();
    assert.equal(await header.getByRole('link', { name: 'Dashboard' }).count(), 0);
    assert.equal(await header.getByRole('link', { name: 'Admin' }).count(), 0);
    assertClean(page);
  });

  test('the header links move between pages in the app and mark the current one', async ({ open }) => {
    const { page } = await open('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL(`${site.url}/pricing`);
    await waitFor(async () => (await nav.getByRole('link', { name: 'Pricing' }).getAttribute('aria-current')) === 'page', {
      what: 'Pricing to be marked as the current page',
    });
    assert.equal(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current'), null);
    await nav.getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL(`${site.url}/contact`);
    await nav.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(`${site.url}/`);
    assertClean(page);
  });

  test('the footer has the quick links Home, Services, Pricing, Contact', async ({ open }) => {
    const { page } = await open('/');
    const footer = page.getByRole('contentinfo');
    await footer.waitFor();
    for (const [label, href] of NAV) {
      const link = footer.getByRole('link', { name: label, exact: true }).first();
      await link.waitFor();
      assert.equal(await link.getAttribute('href'), href, `footer link ${label}`);
    }
  });

  test('an unknown path answers 404 and shows the not-found page with a way back', async ({ open }) => {
    const { page, response } = await open('/no-such-page/at-all');
    assert.equal(response.status(), 404);
    const h1 = page.getByRole('heading', { level: 1 });
    await textMatches(h1, /can.t find|not found/i, 'a not-found heading');
    assert.match(await page.title(), /not found/i);
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(`${site.url}/`);
    assertClean(page);
  });

  test('a single-segment unknown path (not the About record id) is a 404 too', async ({ open }) => {
    const { page, response } = await open('/nonsense');
    assert.equal(response.status(), 404);
    await textMatches(page.getByRole('heading', { level: 1 }), /can.t find|not found/i, 'a not-found heading');
  });

  test('on a phone the menu button opens a dialog with the same links; Escape closes it', async ({ open }) => {
    const { page } = await open('/', { mobile: true });
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.waitFor();
    assert.equal(await button.getAttribute('aria-expanded'), 'true');
    const links = dialog.getByRole('navigation').getByRole('link');
    const got = [];
    for (let i = 0; i < (await links.count()); i++) got.push([(await links.nth(i).innerText()).trim(), await links.nth(i).getAttribute('href')]);
    assert.deepEqual(got, NAV);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await button.getAttribute('aria-expanded'), 'false');
    // A link in the menu navigates and closes it.
    await button.click();
    await dialog.getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL(`${site.url}/pricing`);
    await dialog.waitFor({ state: 'hidden' });
    assertClean(page);
  });

  // The web app sends Relay persisted queries ({"id":"…","variables":{}}); the server
  // embeds web/persisted-queries.json, so bin/server must be built after the web app.
  test('every GraphQL request the pages make succeeds', async ({ newPage }) => {
    const failures = [];
    let seen = 0;
    const page = await newPage();
    page.on('response', async (r) => {
      if (new URL(r.url()).pathname !== '/graphql') return;
      seen++;
      if (r.status() !== 200 && r.status() !== 304) failures.push(`${r.request().postData()} -> ${r.status()} ${await r.text().catch(() => '')}`);
    });
    for (const path of ['/', '/pricing', '/login', '/no-such-page']) {
      await page.goto(site.url + path);
      await page.waitForLoadState('networkidle');
    }
    assert.ok(seen > 0, 'the pages query the server');
    assert.deepEqual(failures, []);
  });

  test('screenshots of / (desktop and phone) are saved to e2e/.artifacts/', async ({ open }) => {
    for (const [name, options] of [
      ['home-desktop', {}],
      ['home-mobile', { mobile: true }],
    ]) {
      const { page } = await open('/', options);
      await page.getByRole('banner').waitFor();
      await page.getByRole('contentinfo').waitFor();
      await page.waitForLoadState('networkidle');
      const path = await screenshot(page, name);
      // The page has real layout: the header is laid out at the top, across the viewport.
      const box = await page.getByRole('banner').boundingBox();
      const width = page.viewportSize().width;
      assert.ok(box && box.y < 5 && box.width >= width - 20, `header box ${JSON.stringify(box)} in a ${width}px viewport (${path})`);
      assertClean(page);
    }
  });
});

test.describe('sign-in with the Auth emulator', () => {
  async function fill(page, email, password) {
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
  }

  /**
   * Submits the form (its button) empty, then with bad's e-mail and password: each time the
   * field messages show, in the specification's wording of that page.
   */
  async function refusesBadInput(page, button, required, bad, invalid) {
    const form = page.getByRole('main').locator('form');
    await form.getByRole('button', { name: button, exact: true }).click();
    for (const text of required) await form.getByText(text, { exact: true }).waitFor();
    await fill(page, ...bad);
    for (const text of invalid) await form.getByText(text, { exact: true }).waitFor();
    return form;
  }

  test('login: the specification\'s messages for empty, malformed and short input', async ({ open }) => {
    const { page } = await open('/login');
    await refusesBadInput(page, 'Login', ['Email is required', 'Password is required'], ['not-an-email', '123'], ['Provide a valid email', 'Minimum 6 characters']);
    assert.equal(page.url(), `${site.url}/login`);
    assertClean(page);
  });

  test('login: a wrong password shows an error beneath the form and stays on /login', async ({ open }) => {
    const { page } = await open('/login');
    await signIn(page, { email: DEMO.customer.email, password: 'wrong-password-1' });
    const alert = page.getByRole('main').getByRole('alert');
    await textMatches(alert, /\S/, 'an error message');
    assert.equal(page.url(), `${site.url}/login`);
  });

  test('login: the demo customer lands on /dashboard; the header shows Dashboard, no Login, no Admin', async ({ open }) => {
    const { page } = await open('/login');
    await signIn(page, DEMO.customer);
    await page.waitForURL(`${site.url}/dashboard`);
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Dashboard' }).waitFor();
    assert.equal(await header.getByRole('link', { name: 'Login', exact: true }).count(), 0);
    // Wait for the viewer query to have answered before checking the Admin link is absent.
    await page.waitForLoadState('networkidle');
    assert.equal(await header.getByRole('link', { name: 'Admin' }).count(), 0);
    // Still signed in after a reload (the identity is kept locally).
    await page.reload();
    await header.getByRole('link', { name: 'Dashboard' }).waitFor();
    assertClean(page);
  });

  test('login: the demo admin (ADMIN_EMAILS) goes on from /dashboard to the admin home and gets the Admin link to /admin/', async ({ open }) => {
    const { page } = await open('/login');
    await signIn(page, DEMO.admin);
    await page.waitForURL(`${site.url}/admin`);
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    const admin = page.getByRole('banner').getByRole('link', { name: 'Admin' });
    await admin.waitFor();
    assert.equal(await admin.getAttribute('href'), '/admin/');
    // /dashboard opened later is the admin's own customer dashboard (My Orders is personal).
    await page.goto(`${site.url}/dashboard`);
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(new URL(page.url()).pathname, '/dashboard');
    assertClean(page);
  });

  test('a visitor opening a guarded page is sent to /login and brought back after signing in', async ({ open }) => {
    const { page } = await open('/my-order');
    await page.waitForURL(`${site.url}/login`);
    await signIn(page, DEMO.customer);
    await page.waitForURL(`${site.url}/my-order`);
    assertClean(page);
  });

  test('register: the specification\'s messages, then a new account goes to / signed in', async ({ open }) => {
    const { page } = await open('/register');
    const form = await refusesBadInput(page, 'Register', ['Email is Required', 'Password is Required'], ['12@34.5', '12345'], ['Provide a Valid Email', 'Minimum 6 Characters']);

    await fill(page, uniqueEmail('newcomer'), 'newcomer-pass-1');
    await form.getByRole('button', { name: 'Register', exact: true }).click();
    await page.waitForURL(`${site.url}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).waitFor();
    assertClean(page);
  });
});
