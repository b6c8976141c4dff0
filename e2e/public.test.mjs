// Browser tests of the public website (home, services, pricing, contact, support) and of
// GraphiQL: Chromium against the real server on a fresh PostgreSQL database with its seeded
// content, and the Firebase Auth emulator. Every page blocks requests to other hosts, so
// "nothing from a CDN" is checked on every page. Screenshots land in e2e/.artifacts/.
//
//   go build -o bin/server ./cmd/server && (cd web && npm run build)
//   export "$(bash firebase/emulator.sh start)"
//   node --test e2e/public.test.mjs

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, afterEach, before, describe, test } from 'node:test';
import { DEMO, ROOT, launchBrowser, newPage, pageTracker, screenshot, startSite, uniqueEmail, waitFor } from './harness.mjs';

const BANNER = 'Grow Your Business With Search Engine Optimization';
const SERVICE_TITLES = ['SEO Audit', 'Keyword Research', 'Content Marketing', 'Link Building', 'Local SEO', 'Analytics & Reporting'];
const COUNTERS = ['350+', '1200+', '12+', '25+'];
const CONTACT_ITEMS = [
  ['Our Address', '221 Market Street, Suite 400, San Francisco, CA 94105'],
  ['Email Us', 'hello@seo-agency.example'],
  ['Call Us', '+1 (415) 555-0134'],
];
const CTA = 'Ready to Climb the Rankings?';

let site;
let browser;
let planIds; // packageName → id, from the database
const pages = pageTracker();

before(async () => {
  [site, browser] = await Promise.all([startSite({ adminEmails: [DEMO.admin.email] }), launchBrowser()]);
  planIds = Object.fromEntries(site.sql('SELECT package_name, id FROM pricing_packages').map(([name, id]) => [name, id]));
});

afterEach((t) => pages.afterEach(t, site));

after(async () => {
  await browser?.close();
  await site?.stop();
});

async function open(path, options) {
  const page = await newPage(browser, options);
  pages.push(page);
  const response = await page.goto(site.url + path, { waitUntil: 'domcontentloaded' });
  return { page, response };
}

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
  const section = sectionName ? page.getByRole('region', { name: sectionName }) : page.locator('section.pricing');
  await section.locator('.plan-name').first().waitFor();
  return section.locator('li.plan').evaluateAll((cols) =>
    cols.map((c) => ({
      name: c.querySelector('h3').textContent.trim(),
      price: c.querySelector('.plan-amount').textContent.trim(),
      popular: c.querySelector('.plan-badge')?.textContent.trim() ?? null,
      points: c.querySelectorAll('.plan-points li').length,
      button: c.querySelector('a').textContent.trim(),
      href: c.querySelector('a').getAttribute('href'),
    })),
  );
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
      await new Promise((r) => setTimeout(r, 25));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

/** The cumulative layout shift so far (Chromium's layout-shift entries). */
function layoutShift(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let cls = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) if (!e.hadRecentInput) cls += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(cls), 300);
      }),
  );
}

describe('home page', () => {
  test('stacks banner, about, services, counters, video and team, pricing, with the seeded content', async () => {
    const { page, response } = await open('/');
    assert.equal(response.status(), 200);
    const h1 = page.getByRole('heading', { level: 1 });
    await page.getByRole('heading', { level: 1, name: BANNER }).waitFor();
    assert.equal(await h1.count(), 1, 'one h1');
    const start = page.getByRole('link', { name: 'Start a Project' });
    assert.equal(await start.getAttribute('href'), site.sql('SELECT button_link FROM banners')[0][0]);

    const order = await page.locator('main .home > section').evaluateAll((s) => s.map((el) => el.className.split(' ').at(-1)));
    assert.deepEqual(order, ['banner', 'about', 'services', 'counters', 'video-team', 'pricing']);

    const about = page.locator('section.about');
    assert.deepEqual(await texts(about.locator('.progress-value')), ['95%', '96%', '95%']);
    assert.deepEqual(await texts(about.locator('.progress-label')), ['Technical SEO', 'Content Strategy', 'Link Building']);
    assert.deepEqual(await texts(page.locator('section.services h3')), SERVICE_TITLES);
    assert.deepEqual(await texts(page.locator('.counter-value')), COUNTERS);
    await page.getByRole('heading', { name: 'Meet the Team Behind Your Rankings' }).waitFor();
    assert.deepEqual(await texts(page.locator('.team-name')), ['Ava Thompson', 'Liam Carter', 'Sofia Martinez']);
    assertClean(page);
  });

  test('pricing on the home page: "Best Pricing For Business", Popular on Premium, 7/7/10 points, $49', async () => {
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
    test(`on ${name}: pictures are well formed and lazy below the fold, nothing shifts, nothing overflows`, async () => {
      const { page } = await open('/', options);
      await page.getByRole('heading', { level: 1, name: BANNER }).waitFor();
      await page.waitForLoadState('networkidle');
      const cls = await layoutShift(page);
      assert.ok(cls < 0.05, `cumulative layout shift ${cls}`);
      const banner = page.locator('.banner-img');
      assert.equal(await banner.getAttribute('loading'), null, 'the banner picture loads at once');
      assert.equal(await banner.getAttribute('fetchpriority'), 'high');
      assert.equal(await page.locator('.team-img').first().getAttribute('loading'), 'lazy');
      await scrollThrough(page);
      await assertImagesWellFormed(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `the page is ${overflow}px wider than the viewport`);
      await screenshot(page, `public-home-${name}`);
      assertClean(page);
    });
  }
});

describe('services page', () => {
  for (const path of ['/service', '/service/']) {
    test(`${path}: counters band, service heading and items, about with 85%, 65%, 79%, call to action`, async () => {
      const { page, response } = await open(path);
      assert.equal(response.status(), 200);
      await page.getByRole('heading', { level: 1, name: 'Services' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Our Services' }).waitFor();
      await page.locator('section.services h3').first().waitFor();
      const order = await page.locator('main .services-page > section').evaluateAll((s) => s.map((el) => el.className.split(' ').at(-1)));
      assert.deepEqual(order, ['counters', 'services', 'about', 'cta']);
      assert.deepEqual(await texts(page.locator('.counter-value')), COUNTERS);
      assert.deepEqual(await texts(page.locator('section.services h3')), SERVICE_TITLES);
      assert.deepEqual(await texts(page.locator('section.about .progress-value')), ['85%', '65%', '79%']);
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

describe('pricing page', () => {
  for (const path of ['/pricing', '/pricing/']) {
    test(`${path}: "Pricing Plan" with breadcrumb; Popular on Standard, 7/10/7 points, $49; a call to action`, async () => {
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
      const bands = await texts(page.locator('section.cta h2'));
      assert.deepEqual(bands, site.sql('SELECT heading FROM call_to_actions ORDER BY id').map((r) => r[0]));
      assertClean(page);
    });
  }

  test('a plan\'s button goes to /order-now/{id}; a visitor is asked to log in first', async () => {
    const { page } = await open('/pricing');
    await page.getByRole('link', { name: 'Order Standard' }).click();
    await page.waitForURL(`${site.url}/login`);
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
  });

  test('on a phone: screenshot, no overflow', async () => {
    const { page } = await open('/pricing', { mobile: true });
    await page.locator('.plan-name').first().waitFor();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page is ${overflow}px wider than the viewport`);
    await screenshot(page, 'public-pricing-mobile');
    assertClean(page);
  });
});

describe('contact page', () => {
  for (const path of ['/contact', '/contact-us']) {
    test(`${path}: contact items, the map (a local picture), the message form, call to action`, async () => {
      const { page, response } = await open(path);
      assert.equal(response.status(), 200);
      await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
      await page.locator('.contact-title').first().waitFor();
      const items = await page.locator('.contact-card').evaluateAll((cards) =>
        cards.map((c) => [c.querySelector('h3').textContent.trim(), c.querySelector('.contact-details').textContent.trim()]),
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
        await phone.page.locator('.contact-title').first().waitFor();
        await phone.page.waitForLoadState('networkidle');
        await screenshot(phone.page, 'public-contact-mobile');
        assertClean(phone.page);
      }
      assertClean(page);
    });
  }

  test('a message sent from the contact page is stored UnRead and "Message is Updated" is shown', async () => {
    const { page } = await open('/contact');
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    const email = uniqueEmail('contact');
    await form.getByLabel('Full Name').fill('Contact Tester');
    await form.getByLabel('Email Address').fill(email);
    await form.getByLabel('Subject').fill('A quote');
    await form.getByLabel('Message').fill('How much for 30 pages?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('status').getByText('Message is Updated').waitFor();
    const rows = site.sql(`SELECT full_name, subject, message, message_status FROM messages WHERE email_address = '${email}'`);
    assert.deepEqual(rows, [['Contact Tester', 'A quote', 'How much for 30 pages?', 'UnRead']]);
    assert.equal(await form.getByLabel('Full Name').inputValue(), '', 'the form is emptied');
    assertClean(page);
  });
});

describe('support page', () => {
  test('the form headed "Send Us Message For Support": a visitor\'s message reaches the database; they stay and see "Message is Updated"', async () => {
    const { page, response } = await open('/support');
    assert.equal(response.status(), 200);
    const form = page.getByRole('form', { name: 'Send Us Message For Support' });
    await form.getByRole('heading', { name: 'Send Us Message For Support' }).waitFor();
    assert.equal(await form.getByLabel('Email Address').getAttribute('type'), 'email');
    const email = uniqueEmail('support');
    await form.getByLabel('Full Name').fill('Support Tester');
    await form.getByLabel('Phone Number').fill('+1 555 0100');
    await form.getByLabel('Email Address').fill(email);
    await form.getByLabel('Website').fill('https://tester.example.com');
    await form.getByLabel('Subject').fill('Report');
    await form.getByLabel('Message').fill('Where is my monthly report?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('status').getByText('Message is Updated').waitFor();
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

  test('a server validation error is shown at its field, and nothing is stored', async () => {
    const { page } = await open('/support');
    const form = page.getByRole('form', { name: 'Send Us Message For Support' });
    const email = uniqueEmail('invalid');
    await form.getByLabel('Email Address').fill(email);
    await form.getByLabel('Website').fill('not a website');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const website = form.getByLabel('Website');
    await waitFor(async () => (await website.getAttribute('aria-invalid')) === 'true', { what: 'the Website field to be marked invalid' });
    const described = await website.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby'))?.textContent);
    assert.match(described, /http\(s\) URL/);
    assert.deepEqual(site.sql(`SELECT id FROM messages WHERE email_address = '${email}'`), []);
    assert.equal(await page.getByText('Message is Updated').count(), 0);
  });

  test('the e-mail type is checked in the browser before anything is sent', async () => {
    const { page } = await open('/support');
    const form = page.getByRole('form', { name: 'Send Us Message For Support' });
    await form.getByLabel('Email Address').fill('not-an-address');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await waitFor(async () => (await form.getByLabel('Email Address').getAttribute('aria-invalid')) === 'true', {
      what: 'the e-mail field to be marked invalid',
    });
    assert.deepEqual(site.sql(`SELECT id FROM messages WHERE email_address = 'not-an-address'`), []);
  });

  test('an admin who sends a support message goes to /all-messages', async () => {
    const { page } = await open('/login');
    await page.getByLabel('Email', { exact: true }).fill(DEMO.admin.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
    await page.getByRole('main').locator('form').getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${site.url}/dashboard`);
    await page.getByRole('banner').getByRole('link', { name: 'Admin' }).waitFor();
    await page.goto(`${site.url}/support`);
    const form = page.getByRole('form', { name: 'Send Us Message For Support' });
    await form.getByLabel('Subject').fill('Admin test');
    await form.getByLabel('Message').fill('Sent by the admin.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL(/\/all-messages\/?$/);
    assert.deepEqual(site.sql(`SELECT message_status FROM messages WHERE subject = 'Admin test'`), [['UnRead']]);
  });
});

describe('newsletter', () => {
  test('an address signed up in the footer reaches the database, once', async () => {
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

describe('SEO head of the public pages (written by the server)', () => {
  const ROUTES = [
    ['/', '/', 'Home | SEO Agency'],
    ['/service', '/service', 'Services | SEO Agency'],
    ['/service/', '/service', 'Services | SEO Agency'],
    ['/pricing', '/pricing', 'Pricing Plan | SEO Agency'],
    ['/pricing/', '/pricing', 'Pricing Plan | SEO Agency'],
    ['/contact', '/contact', 'Contact Us | SEO Agency'],
    ['/contact-us', '/contact', 'Contact Us | SEO Agency'],
    ['/support', '/support', 'Support | SEO Agency'],
  ];
  const attr = (html, re) => html.match(re)?.[1];

  for (const [path, canonical, title] of ROUTES) {
    test(`${path}: title, description, canonical ${canonical}, Open Graph${path === '/' || path.startsWith('/pricing') ? ', JSON-LD' : ''}`, async () => {
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
      if (canonical === '/') {
        assert.equal(ld.length, 1);
        assert.equal(ld[0]['@type'], 'Organization');
        assert.equal(ld[0].name, 'SEO Agency');
      } else if (canonical === '/pricing') {
        assert.equal(ld.length, 1);
        assert.deepEqual(
          ld[0].offers.map((o) => [o.name, o.price, o.priceCurrency, o.url]),
          ['Basic', 'Standard', 'Premium'].map((n, i) => [n, ['49.00', '99.00', '199.00'][i], 'USD', `${site.url}/order-now/${planIds[n]}`]),
        );
      }
    });
  }

  test('the page shown in the browser keeps the server\'s head: canonical and description stay', async () => {
    const { page } = await open('/pricing/');
    await page.locator('.plan-name').first().waitFor();
    assert.equal(await page.locator('link[rel="canonical"]').getAttribute('href'), `${site.url}/pricing`);
    assert.equal(await page.title(), 'Pricing Plan | SEO Agency');
  });
});

describe('page queries are public content: the server answers them from its cache with an ETag', () => {
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

describe('GraphiQL', () => {
  test('/graphiql loads with nothing from another host and runs a query against /graphql', async () => {
    // Listen before the page loads: GraphiQL may ask for the schema at once.
    const page = await newPage(browser);
    pages.push(page);
    const graphqlRequests = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') graphqlRequests.push(new URL(r.url()).pathname);
    });
    const response = await page.goto(site.url + '/graphiql', { waitUntil: 'domcontentloaded' });
    assert.equal(response.status(), 200);
    await page.locator('.graphiql-container').waitFor({ timeout: 30_000 });
    await waitFor(() => graphqlRequests.includes('/graphql'), { timeout: 30_000, what: 'the schema introspection request to /graphql' });
    // The editors are Monaco, bundled (with its web workers) from npm: wait for the default query.
    const editor = page.locator('.graphiql-query-editor');
    await waitFor(async () => /query\s+HomeContent/.test((await editor.textContent()) ?? ''), {
      timeout: 30_000,
      what: 'the query editor to show the default query',
    });
    const run = page.getByRole('button', { name: /Execute query/i });
    const result = page.locator('.result-window');
    await waitFor(
      async () => {
        if (/Grow\s+Your\s+Business/.test((await result.textContent()) ?? '')) return true;
        await run.click();
        return false;
      },
      { timeout: 20_000, interval: 1000, what: 'the query result in the response pane' },
    );
    assert.ok(graphqlRequests.every((p) => p === '/graphql'), `requests went to ${graphqlRequests.join(', ')}`);
    await screenshot(page, 'graphiql');
    assertClean(page);
  });
});
