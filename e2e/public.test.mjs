// Browser tests of the public website (home, services, pricing, contact, support) and of
// GraphiQL: Chromium against the real server on a fresh PostgreSQL database with its seeded
// content, and the Firebase Auth emulator. Every page blocks requests to other hosts, so
// "nothing from a CDN" is checked on every page. Screenshots land in e2e/.artifacts/.
// Public pages arrive painted by the server: what its HTML holds (for crawlers and browsers
// without JavaScript), and that the app takes that markup over, are checked near the end.
//
// (npx playwright test public, from e2e/; see playwright.config.mjs)

import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from './fixtures.mjs';
import { DEMO, ROOT, WEB_DIR, htmlText, runGraphiQLDefaultQuery, screenshot, serverPage, signIn, uniqueEmail, waitFor, waitForApp } from './harness.mjs';

const BANNER = 'Grow Your Business With Search Engine Optimization';
const SERVICE_TITLES = ['SEO Audit', 'Keyword Research', 'Content Marketing', 'Link Building', 'Local SEO', 'Analytics & Reporting'];
const COUNTERS = ['350+', '1200+', '12+', '25+'];
const CONTACT_ITEMS = [
  ['Our Address', '221 Market Street, Suite 400, San Francisco, CA 94105'],
  ['Email Us', 'hello@seo-agency.example'],
  ['Call Us', '+1 (415) 555-0134'],
];
const CTA = 'Ready to Climb the Rankings?';
const STEP_TITLES = ['Discovery Call', 'Audit & Plan', 'Execution', 'Report & Grow'];
const TAGLINE = "Let's make something great together.";
const NAV = [
  ['Home', '/'],
  ['Services', '/service'],
  ['Pricing', '/pricing'],
  ['Contact', '/contact'],
];
const PERSISTED = JSON.parse(readFileSync(join(ROOT, 'web', 'persisted-queries.json'), 'utf8'));

// A shop that takes orders: its PayPal e-mail is set at start (PAYPAL_EMAIL).
test.use({ siteOptions: { adminEmails: [DEMO.admin.email], env: { PAYPAL_EMAIL: 'shop@paypal-sandbox.test' } } });

/** This file's site and its plans (packageName → id, from the database), for the helpers below. */
let site;
let planIds;

test.beforeAll(({ site: s }) => {
  site = s;
  planIds = Object.fromEntries(site.sql('SELECT package_name, id FROM pricing_packages').map(([name, id]) => [name, id]));
});

/**
 * The page loaded cleanly: no uncaught errors, no console errors (a refused request, a
 * Content-Security-Policy violation), nothing fetched from outside this machine.
 */
function assertClean(page) {
  assert.deepEqual(page.pageErrors, [], 'no uncaught errors in the page');
  assert.deepEqual(page.consoleErrors, [], 'no errors in the console');
  assert.deepEqual(page.blockedRequests, [], 'no requests to other hosts');
}

const texts = (locator) => locator.evaluateAll((els) => els.map((e) => e.textContent.trim()));

/** The pricing columns in page order: name, price, Popular or not, points shown, button text and link. */
async function pricingColumns(page, sectionName) {
  const section = sectionName ? page.getByRole('region', { name: sectionName }) : region(page, 'pricing-title');
  const names = section.getByRole('heading', { level: 3 });
  await names.first().waitFor();
  const columns = [];
  for (const name of await texts(names)) {
    const column = section.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
    const popular = column.getByText('Popular', { exact: true });
    const button = column.getByRole('link');
    columns.push({
      name,
      price: (await column.getByText(/^\$[\d,.]+$/).textContent()).trim(),
      popular: (await popular.count()) ? (await popular.textContent()).trim() : null,
      points: await column.getByRole('list', { name: `${name} plan includes` }).getByRole('listitem').count(),
      button: (await button.textContent()).trim(),
      href: await button.getAttribute('href'),
    });
  }
  return columns;
}

/** A section by the id of the heading that names it (the section's aria-labelledby). */
const region = (page, headingId) => page.locator(`main section[aria-labelledby="${headingId}"]`);

/** The main region's sections in page order, each by what names it (aria-labelledby or aria-label). */
const sectionOrder = (page) =>
  page.locator('main section').evaluateAll((all) => all.map((s) => s.getAttribute('aria-labelledby')?.replace(/^cta-.*/, 'cta') ?? s.getAttribute('aria-label')));

/** The about section's progress bars: [label, value] each. */
const progress = (page) =>
  region(page, 'about-title').getByRole('listitem').evaluateAll((items) => items.map((li) => [...li.querySelectorAll('span')].map((s) => s.textContent.trim())));

const serviceTitles = (page) => texts(region(page, 'services-title').getByRole('heading', { level: 3 }));
const counterValues = (page) => texts(page.getByRole('region', { name: 'Our track record' }).getByText(/^\d+\+$/));
const contactItems = (page) => page.getByRole('region', { name: 'Address, email and phone' }).getByRole('listitem');

/** Fills the message form named formName (label → value) and sends it; resolves to the form once "Message is Updated" shows. */
async function sendMessage(page, formName, fields) {
  const form = page.getByRole('form', { name: formName });
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label).fill(value);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await page.getByRole('status').getByText('Message is Updated').waitFor();
  return form;
}

/** Pictures in the main region have alt text and a width and height (no shift as they load). */
async function assertImagesWellFormed(page) {
  const bad = await page.locator('main img').evaluateAll((imgs) =>
    imgs
      .filter((i) => !i.hasAttribute('alt') || !i.getAttribute('width') || !i.getAttribute('height') || !i.complete || i.naturalWidth === 0)
      .map((i) => i.outerHTML.slice(0, 160)),
  );
  assert.deepEqual(bad, [], 'every picture has alt, width and height, and loaded');
}

/** Scrolls through the page so lazy pictures load, then back to the top. */
async function scrollThrough(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      // Two frames: the scroll is painted and the lazy pictures' observers have seen it.
      await new Promise(requestAnimationFrame);
      await new Promise(requestAnimationFrame);
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

/** The cumulative layout shift so far (Chromium's layout-shift entries, which only an observer reads). */
function layoutShift(page) {
  return page.evaluate(async () => {
    let cls = 0;
    const add = (entries) => entries.forEach((e) => (cls += e.hadRecentInput ? 0 : e.value));
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // Two frames: any shift of the current layout has been recorded; then the entries not yet delivered.
    await new Promise(requestAnimationFrame);
    await new Promise(requestAnimationFrame);
    add(observer.takeRecords());
    observer.disconnect();
    return cls;
  });
}

test.describe('home page', () => {
  test('stacks banner, about, services, counters, video and team, pricing (steps after services, testimonials last), with the seeded content', async ({ open }) => {
    const { page, response } = await open('/');
    assert.equal(response.status(), 200);
    const h1 = page.getByRole('heading', { level: 1 });
    await page.getByRole('heading', { level: 1, name: BANNER }).waitFor();
    assert.equal(await h1.count(), 1, 'one h1');
    const start = page.getByRole('link', { name: 'Start a Project' });
    assert.equal(await start.getAttribute('href'), site.sql('SELECT button_link FROM banners')[0][0]);

    const order = await sectionOrder(page);
    assert.deepEqual(order, ['banner-title', 'about-title', 'services-title', 'steps-title', 'Our track record', 'video-title', 'pricing-title', 'testimonials-title']);

    assert.deepEqual(await progress(page), [
      ['Technical SEO', '95%'],
      ['Content Strategy', '96%'],
      ['Link Building', '95%'],
    ]);
    assert.deepEqual(await serviceTitles(page), SERVICE_TITLES);
    assert.deepEqual(await texts(page.getByRole('region', { name: 'How We Work' }).locator('h3')), STEP_TITLES);
    assert.deepEqual(await counterValues(page), COUNTERS);
    await page.getByRole('heading', { name: 'Meet the Team Behind Your Rankings' }).waitFor();
    assert.deepEqual(await texts(page.getByRole('list', { name: 'Team members' }).getByRole('heading', { level: 3 })), ['Ava Thompson', 'Liam Carter', 'Sofia Martinez']);
    assertClean(page);
  });

  test('pricing on the home page: "Best Pricing For Business", Popular on Premium, 7/7/10 points, $49', async ({ open }) => {
    const { page } = await open('/');
    const section = page.getByRole('region', { name: 'Best Pricing For Business' });
    await section.getByText('Best SEO Optimization Agency').waitFor();
    assert.deepEqual(await pricingColumns(page, 'Best Pricing For Business'), [
      { name: 'Basic', price: '$49', popular: null, points: 7, button: 'Order Basic', href: `/order-now/${planIds.Basic}` },
      { name: 'Standard', price: '$99', popular: null, points: 7, button: 'Order Standard', href: `/order-now/${planIds.Standard}` },
      { name: 'Premium', price: '$199', popular: 'Popular', points: 10, button: 'Order Premium', href: `/order-now/${planIds.Premium}` },
    ]);
  });

  for (const [name, options] of [
    ['desktop', {}],
    ['mobile', { mobile: true }],
  ]) {
    test(`on ${name}: pictures are well formed and lazy below the fold, nothing shifts, nothing overflows`, async ({ open }) => {
      const { page } = await open('/', options);
      await page.getByRole('heading', { level: 1, name: BANNER }).waitFor();
      await page.waitForLoadState('networkidle');
      const cls = await layoutShift(page);
      assert.ok(cls < 0.05, `cumulative layout shift ${cls}`);
      const banner = page.getByRole('img', { name: 'Illustration: a website climbing the search results' });
      assert.equal(await banner.getAttribute('loading'), null, 'the banner picture loads at once');
      assert.equal(await banner.getAttribute('fetchpriority'), 'high');
      assert.equal(await page.getByRole('img', { name: /^Portrait of / }).first().getAttribute('loading'), 'lazy');
      await scrollThrough(page);
      await assertImagesWellFormed(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `the page is ${overflow}px wider than the viewport`);
      await screenshot(page, `public-home-${name}`);
      assertClean(page);
    });
  }
});

test.describe('services page', () => {
  for (const path of ['/service', '/service/']) {
    test(`${path}: counters band, service heading and items, about with 85%, 65%, 79%, design templates, call to action`, async ({ open }) => {
      const { page, response } = await open(path);
      assert.equal(response.status(), 200);
      await page.getByRole('heading', { level: 1, name: 'Services' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Our Services' }).waitFor();
      await region(page, 'services-title').getByRole('heading', { level: 3 }).first().waitFor();
      const order = await sectionOrder(page);
      assert.deepEqual(order, ['Our track record', 'services-title', 'about-title', 'designs-title', 'cta']);
      assert.deepEqual(await counterValues(page), COUNTERS);
      assert.deepEqual(await serviceTitles(page), SERVICE_TITLES);
      assert.deepEqual((await progress(page)).map(([, value]) => value), ['85%', '65%', '79%']);
      const cta = page.getByRole('region', { name: CTA });
      assert.equal(await cta.getByRole('link', { name: 'Get Started' }).getAttribute('href'), '/contact');
      if (path === '/service') {
        await scrollThrough(page);
        await assertImagesWellFormed(page);
        await screenshot(page, 'public-service-desktop');
      }
      assertClean(page);
    });
  }
});

test.describe('pricing page', () => {
  for (const path of ['/pricing', '/pricing/']) {
    test(`${path}: "Pricing Plan" with breadcrumb; Popular on Standard, 7/10/7 points, $49; a call to action`, async ({ open }) => {
      const { page, response } = await open(path);
      assert.equal(response.status(), 200);
      await page.getByRole('heading', { level: 1, name: 'Pricing Plan' }).waitFor();
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      assert.equal(await crumbs.getByRole('link', { name: 'Home' }).getAttribute('href'), '/');
      assert.deepEqual(await pricingColumns(page), [
        { name: 'Basic', price: '$49', popular: null, points: 7, button: 'Order Basic', href: `/order-now/${planIds.Basic}` },
        { name: 'Standard', price: '$99', popular: 'Popular', points: 10, button: 'Order Standard', href: `/order-now/${planIds.Standard}` },
        { name: 'Premium', price: '$199', popular: null, points: 7, button: 'Order Premium', href: `/order-now/${planIds.Premium}` },
      ]);
      const bands = await texts(page.locator('main section[aria-labelledby^="cta-"] h2'));
      assert.deepEqual(bands, site.sql('SELECT heading FROM call_to_actions ORDER BY id').map((r) => r[0]));
      assertClean(page);
    });
  }

  test('a plan\'s button goes to /order-now/{id}; a visitor is asked to log in first', async ({ open }) => {
    const { page } = await open('/pricing');
    await page.getByRole('link', { name: 'Order Standard' }).click();
    await page.waitForURL(`${site.url}/login`);
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
  });

  test('on a phone: screenshot, no overflow', async ({ open }) => {
    const { page } = await open('/pricing', { mobile: true });
    await page.getByRole('link', { name: 'Order Basic' }).waitFor();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page is ${overflow}px wider than the viewport`);
    await screenshot(page, 'public-pricing-mobile');
    assertClean(page);
  });
});

test.describe('contact page', () => {
  for (const path of ['/contact', '/contact-us']) {
    test(`${path}: contact items, the map (a local picture), the message form, call to action`, async ({ open }) => {
      const { page, response } = await open(path);
      assert.equal(response.status(), 200);
      await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
      await contactItems(page).getByRole('heading', { level: 3 }).first().waitFor();
      const items = await contactItems(page).evaluateAll((cards) =>
        cards.map((c) => [c.querySelector('h3').textContent.trim(), c.querySelector('p').textContent.trim()]),
      );
      assert.deepEqual(items, CONTACT_ITEMS);
      assert.equal(await page.getByRole('link', { name: 'hello@seo-agency.example' }).first().getAttribute('href'), 'mailto:hello@seo-agency.example');
      const map = page.getByRole('img', { name: /^Map showing our office at 221 Market Street/ });
      assert.equal(await map.getAttribute('src'), '/images/map.svg');
      await page.getByRole('form', { name: 'Send Us a Message' }).waitFor();
      await page.getByRole('region', { name: CTA }).waitFor();
      await scrollThrough(page);
      await assertImagesWellFormed(page);
      assert.equal(await page.locator('main iframe').count(), 0, 'no map service frame');
      if (path === '/contact') {
        await screenshot(page, 'public-contact-desktop');
        const phone = await open(path, { mobile: true });
        await contactItems(phone.page).getByRole('heading', { level: 3 }).first().waitFor();
        await phone.page.waitForLoadState('networkidle');
        await screenshot(phone.page, 'public-contact-mobile');
        assertClean(phone.page);
      }
      assertClean(page);
    });
  }

  test('a message sent from the contact page is stored UnRead and "Message is Updated" is shown', async ({ open }) => {
    const { page } = await open('/contact');
    const email = uniqueEmail('contact');
    const form = await sendMessage(page, 'Send Us a Message', { 'Full Name': 'Contact Tester', 'Email Address': email, Subject: 'A quote', Message: 'How much for 30 pages?' });
    const rows = site.sql(`SELECT full_name, subject, message, message_status FROM messages WHERE email_address = '${email}'`);
    assert.deepEqual(rows, [['Contact Tester', 'A quote', 'How much for 30 pages?', 'UnRead']]);
    assert.equal(await form.getByLabel('Full Name').inputValue(), '', 'the form is emptied');
    assertClean(page);
  });
});

test.describe('support page', () => {
  test('the form headed "Send Us Message For Support": a visitor\'s message reaches the database; they stay and see "Message is Updated"', async ({ open }) => {
    const { page, response } = await open('/support');
    assert.equal(response.status(), 200);
    const form = page.getByRole('form', { name: 'Send Us Message For Support' });
    await form.getByRole('heading', { name: 'Send Us Message For Support' }).waitFor();
    assert.equal(await form.getByLabel('Email Address').getAttribute('type'), 'email');
    const email = uniqueEmail('support');
    await sendMessage(page, 'Send Us Message For Support', {
      'Full Name': 'Support Tester',
      'Phone Number': '+1 555 0100',
      'Email Address': email,
      Website: 'https://tester.example.com',
      Subject: 'Report',
      Message: 'Where is my monthly report?',
    });
    const rows = site.sql(
      `SELECT full_name, phone_number, website, subject, message, message_status FROM messages WHERE email_address = '${email}'`,
    );
    assert.deepEqual(rows, [['Support Tester', '+1 555 0100', 'https://tester.example.com', 'Report', 'Where is my monthly report?', 'UnRead']]);
    assert.equal(new URL(page.url()).pathname, '/support', 'a visitor stays on /support');
    await page.getByRole('region', { name: CTA }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0)); // the sticky header at the top of the picture
    await screenshot(page, 'public-support-desktop');
    assertClean(page);
  });

  test('an empty form is refused with what to fill in, and nothing is stored; the honeypot is out of reach', async ({ open }) => {
    const { page } = await open('/support');
    const form = page.getByRole('form', { name: 'Send Us Message For Support' });
    const before = site.sql('SELECT count(*) FROM messages')[0][0];
    await form.getByRole('button', { name: 'Send Message' }).click();
    const message = form.getByLabel('Message', { exact: true });
    await waitFor(async () => (await message.getAttribute('aria-invalid')) === 'true', { what: 'the Message field to be marked invalid' });
    const described = await message.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby'))?.textContent);
    assert.equal(described, 'Write a subject or a message: this one has no text.');
    assert.equal(await page.getByText('Message is Updated').count(), 0);
    assert.deepEqual(site.sql('SELECT count(*) FROM messages')[0][0], before);
    // People never reach the honeypot: not by Tab, not by a screen reader.
    const trap = form.locator('input[name="hp_field2"]');
    const box = await trap.locator('..').boundingBox(); // visually hidden: one pixel that clips what it holds
    assert.ok(box && box.width <= 1 && box.height <= 1, JSON.stringify(box));
    assert.equal(await trap.locator('..').evaluate((el) => getComputedStyle(el).overflow), 'hidden');
    assert.equal(await trap.getAttribute('tabindex'), '-1');
    assert.equal(await form.getByRole('textbox', { name: 'Leave this field empty' }).count(), 0);
  });

  test('a server validation error is shown at its field, and nothing is stored', async ({ open }) => {
    const { page } = await open('/support');
    const form = page.getByRole('form', { name: 'Send Us Message For Support' });
    const email = uniqueEmail('invalid');
    await form.getByLabel('Email Address').fill(email);
    await form.getByLabel('Website').fill('not a website');
    await form.getByLabel('Message').fill('Please look at my site.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const website = form.getByLabel('Website');
    await waitFor(async () => (await website.getAttribute('aria-invalid')) === 'true', { what: 'the Website field to be marked invalid' });
    const described = await website.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby'))?.textContent);
    assert.match(described, /http\(s\) URL/);
    assert.deepEqual(site.sql(`SELECT id FROM messages WHERE email_address = '${email}'`), []);
    assert.equal(await page.getByText('Message is Updated').count(), 0);
  });

  test('the e-mail type is checked in the browser before anything is sent', async ({ open }) => {
    const { page } = await open('/support');
    const form = page.getByRole('form', { name: 'Send Us Message For Support' });
    await form.getByLabel('Email Address').fill('not-an-address');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await waitFor(async () => (await form.getByLabel('Email Address').getAttribute('aria-invalid')) === 'true', {
      what: 'the e-mail field to be marked invalid',
    });
    assert.deepEqual(site.sql(`SELECT id FROM messages WHERE email_address = 'not-an-address'`), []);
  });

  test('an admin who sends a support message goes to /all-messages', async ({ open }) => {
    const { page } = await open('/login');
    await signIn(page, DEMO.admin);
    await page.waitForURL(`${site.url}/admin`);
    await page.getByRole('banner').getByRole('link', { name: 'Admin' }).waitFor();
    await page.goto(`${site.url}/support`);
    const form = page.getByRole('form', { name: 'Send Us Message For Support' });
    await form.getByLabel('Email Address').fill(DEMO.admin.email);
    await form.getByLabel('Subject').fill('Admin test');
    await form.getByLabel('Message').fill('Sent by the admin.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL(/\/all-messages\/?$/);
    assert.deepEqual(site.sql(`SELECT message_status FROM messages WHERE subject = 'Admin test'`), [['UnRead']]);
  });
});

test.describe('newsletter', () => {
  test('an address signed up in the footer reaches the database, once', async ({ open }) => {
    const { page } = await open('/pricing');
    const email = uniqueEmail('news');
    const footer = page.getByRole('contentinfo');
    for (let i = 0; i < 2; i++) {
      await footer.getByLabel('Email address').fill(email);
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await page.getByRole('status').getByText('subscribers is Updated').first().waitFor();
      await waitFor(async () => (await footer.getByLabel('Email address').inputValue()) === '', { what: 'the field to empty' });
    }
    assert.deepEqual(site.sql(`SELECT email FROM subscribers WHERE email = '${email}'`), [[email]]);
    assertClean(page);
  });
});

test.describe('SEO head of the public pages (written by the server)', () => {
  const ROUTES = [
    // The defaults from content: the banner heading, the service heading (web/routes.json's names elsewhere).
    ['/', '/', 'Grow Your Business With Search Engine Optimization | SEO Agency'],
    ['/service', '/service', 'Our Services | SEO Agency'],
    ['/service/', '/service', 'Our Services | SEO Agency'],
    ['/pricing', '/pricing', 'Pricing Plan | SEO Agency'],
    ['/pricing/', '/pricing', 'Pricing Plan | SEO Agency'],
    ['/contact', '/contact', 'Contact Us | SEO Agency'],
    ['/contact-us', '/contact', 'Contact Us | SEO Agency'],
    ['/support', '/support', 'Support | SEO Agency'],
  ];
  const attr = (html, re) => html.match(re)?.[1];

  for (const [path, canonical, title] of ROUTES) {
    test(`${path}: title, description, canonical ${canonical}, Open Graph, JSON-LD`, async () => {
      const res = await fetch(site.url + path);
      assert.equal(res.status, 200);
      const html = await res.text();
      assert.equal(attr(html, /<title>([^<]*)<\/title>/), title);
      assert.ok(attr(html, /<meta name="description" content="([^"]+)"/)?.length > 20, 'a description');
      assert.equal(attr(html, /<link rel="canonical" href="([^"]+)"/), site.url + canonical);
      assert.equal(attr(html, /<meta property="og:title" content="([^"]+)"/), title);
      assert.equal(attr(html, /<meta property="og:url" content="([^"]+)"/), site.url + canonical);
      assert.equal(attr(html, /<meta property="og:type" content="([^"]+)"/), 'website');
      assert.ok(attr(html, /<meta property="og:description" content="([^"]+)"/), 'og:description');
      assert.equal(attr(html, /<meta property="og:image" content="([^"]+)"/), `${site.url}/images/banner.svg`);
      assert.doesNotMatch(html, /name="robots" content="noindex/);
      const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
      assert.equal(ld.length, 1);
      const nodes = (type) => ld[0]['@graph'].filter((n) => n['@type'] === type);
      assert.equal(nodes('Organization').length, 1);
      assert.equal(nodes('Organization')[0].name, 'SEO Agency');
      assert.equal(nodes('WebSite')[0].publisher['@id'], nodes('Organization')[0]['@id']);
      // The breadcrumb the page shows, painted by the server, is the one in its JSON-LD.
      const nav = html.match(/<nav aria-label="Breadcrumb"[^>]*>([\s\S]*?)<\/nav>/)?.[1];
      const crumbs = nodes('BreadcrumbList');
      assert.equal(Boolean(nav), canonical !== '/', 'the inner pages show a breadcrumb, the home page none');
      if (nav) {
        const shown = [...nav.matchAll(/<li[^>]*>(?:<a href="([^"]*)"[^>]*>)?([^<]*)/g)].map((m) => [m[2], site.url + (m[1] ?? canonical)]);
        assert.equal(crumbs.length, 1);
        assert.deepEqual(crumbs[0].itemListElement.map((i) => [i.name, i.item]), shown);
        assert.deepEqual(crumbs[0].itemListElement.map((i) => i.position), shown.map((_, i) => i + 1));
      } else {
        assert.equal(crumbs.length, 0);
      }
      if (canonical === '/pricing') {
        assert.deepEqual(
          nodes('Service')[0].offers.map((o) => [o.name, o.price, o.priceCurrency, o.url]),
          ['Basic', 'Standard', 'Premium'].map((n, i) => [n, ['49.00', '99.00', '199.00'][i], 'USD', `${site.url}/order-now/${planIds[n]}`]),
        );
      }
    });
  }

  test('the page shown in the browser keeps the server\'s head: canonical and description stay', async ({ open }) => {
    const { page } = await open('/pricing/');
    await page.getByRole('link', { name: 'Order Basic' }).waitFor();
    assert.equal(await page.locator('link[rel="canonical"]').getAttribute('href'), `${site.url}/pricing`);
    assert.equal(await page.title(), 'Pricing Plan | SEO Agency');
  });
});

test.describe('page queries are public content: the server answers them from its cache with an ETag', () => {
  const persisted = JSON.parse(readFileSync(join(ROOT, 'web', 'persisted-queries.json'), 'utf8'));
  for (const name of ['HomeQuery', 'ServicesQuery', 'PricingQuery', 'ContactQuery', 'SupportQuery']) {
    test(`${name}: GET by persisted id answers 200 with an ETag, then 304 for If-None-Match`, async () => {
      const id = Object.keys(persisted).find((k) => new RegExp(`^query ${name}\\b`).test(persisted[k]));
      assert.ok(id, `${name} is in web/persisted-queries.json`);
      assert.doesNotMatch(persisted[id], /\bviewer\s*\{|\bnodes?\s*\(/, 'reads no viewer and no node(id:) lookup');
      const url = `${site.url}/graphql?id=${id}&variables=${encodeURIComponent('{}')}`;
      const first = await fetch(url, { headers: { Accept: 'application/json' } });
      assert.equal(first.status, 200);
      const body = await first.json();
      assert.equal(body.errors, undefined);
      const etag = first.headers.get('etag');
      assert.ok(etag, 'an ETag');
      const again = await fetch(url, { headers: { Accept: 'application/json', 'If-None-Match': etag } });
      assert.equal(again.status, 304);
    });
  }
});

// ---------------------------------------------------------------------------
// Public pages arrive painted by the server: a crawler, or a browser without JavaScript,
// gets the page's content in #root along with the data it was painted with; the app then
// takes that markup over (hydration) without painting it again.

/** The parts of the markup in #root: before <main> (the header), <main> itself, after it (the footer). */
function parts(root) {
  const open = root.search(/<main\b/);
  const close = root.indexOf('</main>');
  assert.ok(open >= 0 && close > open, 'the page has a <main>');
  return { header: root.slice(0, open), main: root.slice(open, close), footer: root.slice(close) };
}

/** [text, href] of every link in the markup. */
const linksIn = (markup) =>
  [...markup.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map((m) => [htmlText(m[2]), m[1].match(/\bhref="([^"]*)"/)?.[1] ?? null]);

/** The texts of every hN heading in the markup. */
const headingsIn = (markup, level) => [...markup.matchAll(new RegExp(`<h${level}\\b[^>]*>([\\s\\S]*?)</h${level}>`, 'g'))].map((m) => htmlText(m[1]));

/** [label text, name] of every form field in the markup, by <label for> and the field's id. */
function fieldsIn(markup) {
  const labels = new Map([...markup.matchAll(/<label\b[^>]*\bfor="([^"]+)"[^>]*>([\s\S]*?)<\/label>/g)].map((m) => [m[1], htmlText(m[2])]));
  return [...markup.matchAll(/<(input|textarea|select)\b([^>]*)>/g)]
    .map((m) => ({ id: m[2].match(/\bid="([^"]*)"/)?.[1], name: m[2].match(/\bname="([^"]*)"/)?.[1], hidden: /\btype="hidden"/.test(m[2]) }))
    .filter((f) => !f.hidden && f.name !== 'hp_field2') // the honeypot: for bots, out of sight (Support.test.tsx)
    .map((f) => [labels.get(f.id) ?? null, f.name ?? null]);
}

const queryName = (id) => PERSISTED[id]?.match(/^query (\w+)/)?.[1] ?? null;

const SUPPORT_FIELDS = [
  ['Full Name', 'fullName'],
  ['Phone Number', 'phoneNumber'],
  ['Email Address', 'emailAddress'],
  ['Website', 'website'],
  ['Subject', 'subject'],
  ['Message', 'message'],
];
const PLANS_TEXT = ['Basic', '$49', 'Standard', '$99', 'Premium', '$199'];

/**
 * Every public page of web/routes.json: its one h1, texts its main region shows, its form
 * fields ([label, name]) and the page query the server answered to paint it.
 */
const PAINTED = [
  {
    path: '/',
    h1: BANNER,
    query: 'HomeQuery',
    main: [
      'Start a Project',
      ...SERVICE_TITLES,
      'How We Work',
      ...STEP_TITLES,
      ...COUNTERS,
      'Meet the Team Behind Your Rankings',
      'Ava Thompson',
      'Liam Carter',
      'Sofia Martinez',
      'Best Pricing For Business',
      ...PLANS_TEXT,
      'What Our Clients Say',
      'Daniel Reed',
    ],
    fields: [],
  },
  ...['/service', '/service/'].map((path) => ({
    path,
    h1: 'Services',
    query: 'ServicesQuery',
    main: [...COUNTERS, 'Our Services', ...SERVICE_TITLES, '85%', '65%', '79%', 'Ready-Made Designs', 'Social Media', CTA, 'Get Started'],
    fields: [],
  })),
  ...['/pricing', '/pricing/'].map((path) => ({
    path,
    h1: 'Pricing Plan',
    query: 'PricingQuery',
    main: [...PLANS_TEXT, 'Popular', 'Order Basic', 'Order Standard', 'Order Premium', CTA],
    fields: [],
  })),
  ...['/contact', '/contact-us'].map((path) => ({
    path,
    h1: 'Contact Us',
    query: 'ContactQuery',
    main: [...CONTACT_ITEMS.flat(), 'Send Us a Message', 'Send Message', CTA],
    fields: SUPPORT_FIELDS,
  })),
  { path: '/support', h1: 'Support', query: 'SupportQuery', main: ['Send Us Message For Support', 'Send Message', CTA], fields: SUPPORT_FIELDS },
  {
    path: '/login',
    h1: 'Login',
    main: ['Forgot password?', 'Continue with Google', 'Create an account'],
    fields: [
      ['Email', 'email'],
      ['Password', 'password'],
    ],
  },
  {
    path: '/register',
    h1: 'Register',
    main: ['Already have an account?'],
    fields: [
      ['Email', 'email'],
      ['Password', 'password'],
    ],
  },
  { path: '/reset', h1: 'Reset your password', main: ['Send reset link', 'Back to Login'], fields: [['Email', 'email']] },
];

/** What the footer shows on every page, from the database. */
function footerTexts() {
  const [[aboutTitle, aboutDetails]] = site.sql('SELECT about_footer_text, about_footer_details FROM footer_abouts');
  const [[copyright]] = site.sql('SELECT copyright_text FROM copyrights');
  return [aboutTitle, aboutDetails, 'Quick Links', ...CONTACT_ITEMS.map(([, value]) => value), 'Newsletter', copyright];
}

/** The page is shown where a reader looks: laid out, in the viewport, not see-through, and nothing on top of it. */
async function assertShown(locator, what) {
  await locator.waitFor({ state: 'visible' });
  const why = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) return `it is ${r.width}×${r.height}`;
    if (r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth) return `it is outside the viewport (${JSON.stringify(r)})`;
    for (let e = el; e; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (Number(cs.opacity) === 0 || cs.visibility === 'hidden') return `${e.tagName} is invisible`;
    }
    const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(r.top + Math.min(r.height / 2, 10), 0), innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    return hit && (hit === el || el.contains(hit)) ? '' : `${hit?.outerHTML.slice(0, 80)} covers it`;
  });
  assert.equal(why, '', `${what} is shown`);
}

test.describe('public pages are painted on the server (what a crawler sees)', () => {
  for (const p of PAINTED) {
    test(`${p.path}: the HTML has the page in #root (h1 "${p.h1}", its content, header, footer) and the data it was painted with`, async () => {
      const res = await fetch(site.url + p.path);
      assert.equal(res.status, 200);
      const { root, relayData } = serverPage(await res.text());
      assert.ok(root, 'the root element is not empty');
      const { header, main, footer } = parts(root);

      assert.deepEqual(headingsIn(root, 1), [p.h1], 'one h1, the page\'s');
      const mainText = htmlText(main);
      for (const t of p.main) assert.ok(mainText.includes(t), `the main region says ${JSON.stringify(t)}: ${mainText.slice(0, 300)}…`);
      assert.deepEqual(fieldsIn(main), p.fields, 'the form fields with their labels');

      assert.ok(htmlText(header).includes(TAGLINE), 'the header\'s tagline');
      const nav = header.match(/<nav\b[^>]*\baria-label="Main"[^>]*>([\s\S]*?)<\/nav>/);
      assert.ok(nav, 'the main navigation');
      assert.deepEqual(linksIn(nav[1]), NAV);
      assert.ok(linksIn(header).some(([text, href]) => text === 'Login' && href === '/login'), 'a visitor is offered Login');
      assert.equal(linksIn(header).filter(([text]) => text === 'Dashboard' || text === 'Admin').length, 0, 'nobody is signed in on the server');

      const footerText = htmlText(footer);
      for (const t of footerTexts()) assert.ok(footerText.includes(t), `the footer says ${JSON.stringify(t)}`);
      const quick = footer.match(/Quick Links[\s\S]*?<ul\b[^>]*>([\s\S]*?)<\/ul>/);
      assert.deepEqual(linksIn(quick?.[1] ?? ''), NAV, 'the footer\'s quick links');

      assert.ok(Array.isArray(relayData) && relayData.length > 0, 'a relay-data script with the answers the page was painted with');
      for (const entry of relayData) {
        assert.ok(queryName(entry.id), `${entry.id} is a query of web/persisted-queries.json`);
        assert.equal(typeof entry.variables, 'object');
        assert.ok(entry.response?.data, `${queryName(entry.id)} has data`);
        assert.equal(entry.response.errors, undefined, `${queryName(entry.id)} has no errors`);
      }
      const names = relayData.map((e) => queryName(e.id));
      assert.ok(names.includes('SiteShellQuery'), `the header and footer query among ${names}`);
      if (p.query) assert.ok(names.includes(p.query), `${p.query} among ${names}`);
      for (const entry of relayData) assert.doesNotMatch(PERSISTED[entry.id], /\bviewer\s*\{/, `${queryName(entry.id)} reads nothing of a signed-in user`);
      const data = JSON.stringify(relayData);
      assert.ok(data.includes(footerTexts().at(-1)), 'the data carries the footer content');
      if (p.path === '/') assert.ok(data.includes(BANNER), 'the data carries the banner');
    });
  }

  for (const p of PAINTED.filter((x) => !x.path.endsWith('/') || x.path === '/')) {
    test(`${p.path}: a browser without JavaScript shows the page, its header and its footer`, async ({ newPage }) => {
      const page = await newPage({ javaScriptEnabled: false });
      const response = await page.goto(site.url + p.path);
      assert.equal(response.status(), 200);
      const h1 = page.getByRole('heading', { level: 1 });
      assert.equal(await h1.count(), 1);
      assert.equal((await h1.textContent()).trim(), p.h1);
      await assertShown(h1, `the h1 "${p.h1}"`);

      const main = page.getByRole('main');
      const mainText = (await main.innerText()).replace(/\s+/g, ' ').toLowerCase();
      for (const t of p.main) assert.ok(mainText.includes(t.toLowerCase()), `the main region shows ${JSON.stringify(t)}`);
      for (const [label] of p.fields) await main.getByLabel(label, { exact: true }).waitFor({ state: 'visible' });

      const nav = page.getByRole('navigation', { name: 'Main' });
      const links = nav.getByRole('link');
      const shown = [];
      for (let i = 0; i < (await links.count()); i++) {
        await assertShown(links.nth(i), `header link ${i + 1}`);
        shown.push([(await links.nth(i).textContent()).trim(), await links.nth(i).getAttribute('href')]);
      }
      assert.deepEqual(shown, NAV);
      await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).waitFor({ state: 'visible' });

      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      const footerText = (await footer.innerText()).replace(/\s+/g, ' ').toLowerCase();
      for (const t of footerTexts()) assert.ok(footerText.includes(t.toLowerCase()), `the footer shows ${JSON.stringify(t)}`);

      assert.equal(await page.locator('html').getAttribute('data-app'), null, 'no app ran');
      if (p.path === '/pricing' || p.path === '/') await screenshot(page, `public-nojs${p.path === '/' ? '-home' : p.path.replace(/\//g, '-')}`);
      assert.deepEqual(page.pageErrors, []);
      assert.deepEqual(page.blockedRequests, [], 'no requests to other hosts');
    });
  }

  test('private pages and the 404 page are not painted on the server: an empty #root and no data', async ({ newPage }) => {
    const privatePaths = [
      ['/dashboard', 200],
      ['/my-order', 200],
      ['/order-now/1', 200],
      ['/admin', 200],
      ['/setting', 200],
      ['/edit-banner', 200],
      ['/no-such-page', 404],
      ['/pricing/no/such/thing', 404],
    ];
    for (const [path, status] of privatePaths) {
      const res = await fetch(site.url + path);
      assert.equal(res.status, status, path);
      const html = await res.text();
      const { root, relayData } = serverPage(html);
      assert.equal(root, '', `${path}: #root is empty`);
      assert.equal(relayData, null, `${path}: no relay-data`);
      const text = htmlText(html);
      assert.ok(!text.includes(BANNER) && !text.includes(TAGLINE), `${path}: no page content`);
    }
    // Without JavaScript such a page is blank: nothing of it is painted.
    const page = await newPage({ javaScriptEnabled: false });
    for (const path of ['/dashboard', '/no-such-page']) {
      await page.goto(site.url + path);
      assert.equal(await page.locator('#root > *').count(), 0, `${path}: nothing in #root`);
      assert.equal((await page.locator('body').innerText()).trim(), '', `${path}: nothing shown`);
    }
  });

  test('the server\'s renderer (web/dist/.server/render.js) is never served: 404, the app\'s 404 page, no JavaScript', async () => {
    const file = join(WEB_DIR, '.server', 'render.js');
    assert.ok(existsSync(file), `${file} is built (so the 404 is the server withholding it)`);
    const source = readFileSync(file, 'utf8');
    const sample = source.slice(Math.floor(source.length / 2), Math.floor(source.length / 2) + 200);
    for (const path of ['/.server/render.js', '/%2Eserver/render.js', '/.server/', '/.server', '/assets/../.server/render.js', '/.server/render.js?v=1']) {
      for (const method of ['GET', 'HEAD']) {
        const res = await fetch(site.url + path, { method });
        assert.equal(res.status, 404, `${method} ${path}`);
        assert.doesNotMatch(res.headers.get('content-type') ?? '', /javascript/, `${method} ${path}`);
        const body = await res.text();
        assert.ok(!body.includes(sample) && !body.includes('__fetchQuery'), `${method} ${path} sends none of the renderer`);
        if (method === 'GET') assert.equal(serverPage(body).root, '', `${path}: the app's 404 page (its shell)`);
      }
    }
  });
});

test.describe('hydration: the app takes over the server\'s markup', () => {
  /**
   * Opens path with the app's entry script held back, so the page stays as the server
   * painted it until release(). The marked nodes are captured then.
   */
  async function openHeld(newPage, path, { page: existing, ...options } = {}) {
    const page = existing ?? (await newPage(options));
    let release;
    const held = new Promise((r) => (release = r));
    let asked = false;
    // The app's entries, which /boot.js imports after first paint: the full app's, and the
    // light runtime's (painted public pages).
    const boot = (await (await fetch(site.url + path)).text()).match(/<script\b[^>]*\bsrc="\/boot\.js"[^>]*>/)?.[0] ?? '';
    const entries = ['entry', 'light'].map((name) => boot.match(new RegExp(`\\bdata-${name}="([^"]+)"`))?.[1]);
    assert.ok(entries.every(Boolean), 'the page names the app\'s entry scripts for /boot.js');
    for (const entry of entries) {
      await page.route(site.url + entry, async (route) => {
        asked = true;
        await held;
        await route.continue();
      });
    }
    // Frame.goto: page.goto would wait for the app, which is held back.
    const response = await page.mainFrame().goto(site.url + path, { waitUntil: 'domcontentloaded' });
    assert.equal(response.status(), 200);
    await waitFor(() => asked, { what: 'the browser to ask for the app\'s entry script' });
    return { page, release };
  }

  /** A pricing column, as the server paints it. */
  const PAINTED_PLAN = 'main section[aria-labelledby="pricing-title"] li';

  /**
   * On the page as painted by the server: checks the h1, captures the nodes of selectors
   * and the main region's text; releases the app and waits for it to start; then checks
   * that every captured node is still the one in the document, the text is the same, and
   * React reported nothing (hydration mismatches are page or console errors).
   */
  async function hydrates(newPage, path, h1, selectors, options) {
    const { page, release } = await openHeld(newPage, path, options);
    assert.equal(await page.locator('html').getAttribute('data-app'), null, 'the app has not started yet');
    const heading = page.getByRole('heading', { level: 1 });
    assert.equal((await heading.textContent()).trim(), h1);
    await assertShown(heading, 'the h1 before the app starts');
    const handles = [];
    for (const sel of selectors) {
      const h = await page.$(sel);
      assert.ok(h, `${sel} is in the server's markup`);
      handles.push(h);
    }
    const before = await page.evaluate(() => document.querySelector('main').textContent);

    release();
    await waitForApp(page);
    await page.waitForLoadState('networkidle');

    for (const [i, sel] of selectors.entries()) {
      const same = await handles[i].evaluate((el, s) => el.isConnected && document.querySelector(s) === el, sel);
      assert.ok(same, `${sel}: the node the server painted is still the one in the document`);
    }
    assert.equal(await page.evaluate(() => document.querySelector('main').textContent), before, 'the main region reads the same');
    // A production build of React reports a mismatch as an uncaught error (#418, #425…).
    assert.deepEqual(page.consoleErrors, [], 'no console errors');
    assert.deepEqual(page.pageErrors, [], 'no uncaught errors (no hydration mismatch)');
    return page;
  }

  test('/ on a phone: the painted nodes are kept, and then the menu opens and closes', async ({ newPage }) => {
    const selectors = ['#root > *', 'header', 'h1', 'main section', 'main section[aria-label="Our track record"] li', 'button[aria-label="Open menu"]', 'footer form'];
    const page = await hydrates(newPage, '/', BANNER, selectors, { mobile: true });
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.waitFor();
    assert.equal(await button.getAttribute('aria-expanded'), 'true');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await button.getAttribute('aria-expanded'), 'false');
    assertClean(page);
  });

  test('a painted page whose images never finish loading (no load event) starts its app 3 s after it opened', async ({ newPage }) => {
    const page = await newPage({ mobile: true });
    // Images are never answered: the page's load event never comes.
    let images = 0;
    await page.route('**/*', (route) => {
      if (route.request().resourceType() !== 'image') return route.continue();
      images++;
    });
    const response = await page.mainFrame().goto(site.url + '/', { waitUntil: 'domcontentloaded' });
    assert.equal(response.status(), 200);
    await waitForApp(page);
    assert.ok(images > 0, 'the page asked for images');
    assert.notEqual(await page.evaluate(() => document.readyState), 'complete', 'the page has still not loaded');
    const boot = (await (await fetch(site.url + '/')).text()).match(/<script\b[^>]*\bsrc="\/boot\.js"[^>]*>/)?.[0] ?? '';
    const entry = boot.match(/\bdata-light="([^"]+)"/)?.[1];
    assert.ok(entry, 'the page names the light runtime for /boot.js');
    const light = await page.evaluate((entry) =>
      performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname === entry).map((e) => e.startTime), entry);
    assert.ok(light.length === 1 && light[0] >= 2900, `the light runtime was asked for 3 s after the page opened, not sooner: ${light}`);
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    assert.equal(await button.getAttribute('aria-expanded'), 'true');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('/pricing: the painted nodes are kept, and then the newsletter form subscribes', async ({ newPage }) => {
    const selectors = ['#root > *', 'header nav', 'h1', PAINTED_PLAN, 'main ul[aria-label$="plan includes"] li', 'footer form', 'footer input[type="email"]'];
    const page = await hydrates(newPage, '/pricing', 'Pricing Plan', selectors);
    const footer = page.getByRole('contentinfo');
    const email = uniqueEmail('hydrated');
    await footer.getByLabel('Email address').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('status').getByText('subscribers is Updated').first().waitFor();
    assert.deepEqual(site.sql(`SELECT email FROM subscribers WHERE email = '${email}'`), [[email]]);
    assertClean(page);
  });

  test('a signed-in customer opening /pricing: the painted nodes are kept, then the header offers Dashboard', async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`${site.url}/login`);
    await signIn(page, DEMO.customer);
    await page.waitForURL(`${site.url}/dashboard`);
    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).waitFor();
    // The server paints every visitor's page alike (Login in the header); the app then
    // shows who is signed in, without painting the page again.
    await hydrates(newPage, '/pricing', 'Pricing Plan', ['#root > *', 'header nav', 'h1', PAINTED_PLAN, 'footer form'], { page });
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Dashboard' }).waitFor();
    assert.equal(await header.getByRole('link', { name: 'Login', exact: true }).count(), 0);
    assertClean(page);
  });

  test('/support: the painted nodes are kept, and then the support form sends a message', async ({ newPage }) => {
    const selectors = ['#root > *', 'header', 'h1', 'main form', 'main form input[name="fullName"]', 'main form textarea', 'footer'];
    const page = await hydrates(newPage, '/support', 'Support', selectors);
    const email = uniqueEmail('hydrated');
    await sendMessage(page, 'Send Us Message For Support', {
      'Full Name': 'Hydrated Tester',
      'Email Address': email,
      Subject: 'After hydration',
      Message: 'The form works once the app has started.',
    });
    assert.deepEqual(site.sql(`SELECT full_name, subject, message_status FROM messages WHERE email_address = '${email}'`), [
      ['Hydrated Tester', 'After hydration', 'UnRead'],
    ]);
    assertClean(page);
  });

  test('a public page starts in the light runtime (no Relay store, data router or identity SDK); a private page starts the full app', async ({ newPage }) => {
    const boot = (await (await fetch(site.url + '/')).text()).match(/<script\b[^>]*\bsrc="\/boot\.js"[^>]*>/)?.[0] ?? '';
    const attr = (name) => boot.match(new RegExp(`\\bdata-${name}="([^"]*)"`))?.[1] ?? '';
    const full = [attr('entry'), ...attr('preload').split(' ')].filter(Boolean);
    assert.ok(attr('light') && full.length > 1, 'the page names both entries for /boot.js');
    /** The scripts the page has loaded (from the network or the cache). */
    const scripts = (page) => page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => p.endsWith('.js')));
    const page = await newPage();
    for (const [path, current] of [['/', 'Home'], ['/service', 'Services'], ['/pricing', 'Pricing'], ['/contact', 'Contact'], ['/support', null]]) {
      await page.goto(site.url + path);
      await page.waitForLoadState('networkidle');
      const loaded = await scripts(page);
      assert.ok(loaded.includes(attr('light')), `${path} starts the light runtime: ${loaded.join(' ')}`);
      assert.deepEqual(loaded.filter((s) => full.includes(s) || /firebase/i.test(s)), [], `${path} loads none of the full app and no identity SDK`);
      // The links are the server's markup, React Router's own: the current page is marked.
      assert.deepEqual(await page.locator('header nav[aria-label="Main"] a[aria-current="page"]').allTextContents(), current ? [current] : []);
    }
    // A plain link to the next page: /login is painted, and signs in with the full app.
    await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${site.url}/login`);
    await waitForApp(page);
    const loaded = await scripts(page);
    assert.ok(loaded.includes(attr('entry')) && !loaded.includes(attr('light')), `/login starts the full app: ${loaded.join(' ')}`);
    await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(`${site.url}/register`);
    assertClean(page);
  });

  test('a form sent before the app started puts nothing in the address, and the page comes again', async ({ newPage }) => {
    const { page, release } = await openHeld(newPage, '/login');
    await page.getByLabel('Email', { exact: true }).fill('early@seo-agency.test');
    await page.getByLabel('Password', { exact: true }).fill('secret-password-1');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/login'),
      page.getByRole('main').locator('form').getByRole('button', { name: 'Login', exact: true }).click(),
    ]);
    assert.equal(response.status(), 303, 'the server sends the browser back to the page');
    await page.waitForURL(`${site.url}/login`);
    assert.ok(!page.url().includes('secret') && !page.url().includes('early'), `the address holds no field: ${page.url()}`);
    release();
    await waitForApp(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    assertClean(page);
  });
});

test.describe('GraphiQL', () => {
  test('/graphiql loads with nothing from another host and runs a query against /graphql', async ({ newPage }) => {
    // Listen before the page loads: GraphiQL may ask for the schema at once.
    const page = await newPage();
    const graphqlRequests = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') graphqlRequests.push(new URL(r.url()).pathname);
    });
    const response = await page.goto(site.url + '/graphiql', { waitUntil: 'domcontentloaded' });
    assert.equal(response.status(), 200);
    await page.locator('.graphiql-container').waitFor({ timeout: 30_000 });
    await waitFor(() => graphqlRequests.includes('/graphql'), { timeout: 30_000, what: 'the schema introspection request to /graphql' });
    // The editors are Monaco, bundled (with its web workers) from npm.
    await runGraphiQLDefaultQuery(page);
    assert.ok(graphqlRequests.every((p) => p === '/graphql'), `requests went to ${graphqlRequests.join(', ')}`);
    await screenshot(page, 'graphiql');
    assertClean(page);
  });
});
