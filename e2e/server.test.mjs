// Server-level tests of bin/server as an integrator sees it: health, the HTML shell,
// GraphQL reads, sign-in with real emulator tokens, and a whole PayPal payment through
// a local stand-in. No browser: these hold whatever state the web app is in.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from './fixtures.mjs';
import { DEMO, ROOT, gql, gqlOk, signInToken, waitFor } from './harness.mjs';

const SHOP_EMAIL = 'shop@seo-agency.test';

test.use({ siteOptions: { adminEmails: [DEMO.admin.email], paypal: true } });

/** This file's site, its PayPal stand-in and the demo accounts' tokens, for the helpers below. */
let site;
let paypal;
let adminToken;
let customerToken;

test.beforeAll(async ({ site: s }) => {
  site = s;
  paypal = s.paypal;
  [adminToken, customerToken] = await Promise.all([
    signInToken(DEMO.admin.email, DEMO.admin.password),
    signInToken(DEMO.customer.email, DEMO.customer.password),
  ]);
});

async function get(path, init) {
  const r = await fetch(site.url + path, init);
  return { status: r.status, headers: r.headers, text: await r.text() };
}

test.describe('health', () => {
  test('/healthz answers 200 {"status":"ok"}', async () => {
    const r = await get('/healthz');
    assert.equal(r.status, 200);
    assert.match(r.headers.get('content-type'), /^application\/json/);
    assert.deepEqual(JSON.parse(r.text), { status: 'ok' });
  });

  test('/readyz answers 200 {"status":"ready"} with the database up', async () => {
    const r = await get('/readyz');
    assert.equal(r.status, 200);
    assert.deepEqual(JSON.parse(r.text), { status: 'ready' });
  });
});

test.describe('HTML shell', () => {
  const isShell = (html) => /<!doctype html>/i.test(html) && /<div id="root"><\/div>/.test(html);
  // Public pages arrive painted by the server (the app's own components), then /boot.js
  // starts the built bundle that data-entry names.
  const BOOT = /<script\b(?=[^>]*\bdefer\b)(?=[^>]*\bsrc="\/boot\.js")(?=[^>]*\bdata-entry="(\/assets\/[^"]+\.js)")[^>]*>/;
  const painted = (html) => /<!doctype html>/i.test(html) && /<div id="root">\s*<[a-z]/i.test(html);

  test('/ answers 200 with the home page painted in the app\'s root and the script that starts the app', async () => {
    const r = await get('/');
    assert.equal(r.status, 200);
    assert.match(r.headers.get('content-type'), /^text\/html/);
    assert.ok(painted(r.text), `not a painted page:\n${r.text.slice(0, 500)}`);
    const [[heading]] = site.sql('SELECT banner_heading FROM banners');
    const h1 = r.text.match(/<h1\b[^>]*>([^<]*)<\/h1>/);
    assert.equal(h1?.[1], heading, 'the banner heading from the database');
    assert.match(r.text, BOOT, 'the page loads the built bundle through /boot.js');
  });

  test('/pricing/ (trailing slash, as the specification writes it) answers 200 with the pricing page painted', async () => {
    const r = await get('/pricing/');
    assert.equal(r.status, 200);
    assert.match(r.headers.get('content-type'), /^text\/html/);
    assert.ok(painted(r.text), `not a painted page:\n${r.text.slice(0, 500)}`);
    assert.match(r.text, /<h1[^>]*>Pricing Plan<\/h1>/);
    assert.match(r.text, BOOT);
  });

  test('an unknown path answers 404 with the HTML shell, so the app can show its 404 page', async () => {
    const r = await get('/no-such-page-here');
    assert.equal(r.status, 404);
    assert.match(r.headers.get('content-type'), /^text\/html/);
    assert.ok(isShell(r.text), `not the shell:\n${r.text.slice(0, 500)}`);
    assert.match(r.text, BOOT, 'the shell loads the built bundle through /boot.js');
    const nested = await get('/pricing/no/such/thing');
    assert.equal(nested.status, 404);
  });

  test('the bundle the shell names is served, and so is /boot.js', async () => {
    const shell = (await get('/no-such-page-here')).text;
    const src = shell.match(BOOT)[1];
    const r = await get(src);
    assert.equal(r.status, 200);
    assert.match(r.headers.get('content-type'), /javascript/);
    assert.ok(r.text.length > 1000);
    const boot = await get('/boot.js');
    assert.equal(boot.status, 200);
    assert.match(boot.headers.get('content-type'), /javascript/);
    assert.equal(src, (await get('/')).text.match(BOOT)[1], 'a painted page names the same bundle');
  });
});

test.describe('GraphQL: public content', () => {
  test('banners returns the seeded banner, the same one the database holds', async () => {
    const data = await gqlOk(site.url, `{ banners(first: 5) { edges { node { id bannerHeading bannerDetails buttonLink } } } }`);
    const banners = data.banners.edges.map((e) => e.node);
    assert.equal(banners.length, 1, 'exactly one banner (a singleton) is seeded');
    assert.ok(banners[0].bannerHeading.length > 5, `banner heading: ${JSON.stringify(banners[0].bannerHeading)}`);
    assert.ok(banners[0].bannerDetails.length > 5);
    const rows = site.sql('SELECT banner_heading FROM banners');
    assert.deepEqual(rows, [[banners[0].bannerHeading]]);
  });

  test('pricingPackages returns Basic 49.00, Standard 99.00 and Premium 199.00', async () => {
    const data = await gqlOk(
      site.url,
      `{ pricingPackages(first: 10) { edges { node { id packageName packagePrice packageButtonText packagePointOne } } } }`,
    );
    const pkgs = data.pricingPackages.edges.map((e) => e.node);
    const byName = Object.fromEntries(pkgs.map((p) => [p.packageName, p.packagePrice]));
    assert.deepEqual(byName, { Basic: '49.00', Standard: '99.00', Premium: '199.00' });
    for (const p of pkgs) {
      assert.match(p.id, /^[0-9]+$/, 'Relay ids are numbers');
      assert.ok(p.packageButtonText && p.packagePointOne, `${p.packageName} has a button text and points`);
    }
  });

  test('a visitor (no token) is no admin and has no e-mail nor total spent', async () => {
    const data = await gqlOk(site.url, `{ viewer { email isAdmin totalSpent } }`);
    assert.deepEqual(data.viewer, { email: null, isAdmin: false, totalSpent: null });
  });
});

test.describe('GraphQL: sign-in with Firebase ID tokens', () => {
  test('a garbage Bearer token answers 401 with a JSON error, never a visitor', async () => {
    const r = await fetch(`${site.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer not-a-token' },
      body: JSON.stringify({ query: '{ viewer { email isAdmin } }' }),
    });
    const text = await r.text();
    assert.equal(r.status, 401, text);
    assert.match(r.headers.get('content-type'), /^application\/json/);
    assert.match(r.headers.get('www-authenticate') ?? '', /^Bearer/);
    const body = JSON.parse(text);
    assert.equal(body.error?.code, 'UNAUTHENTICATED', text);
    assert.equal(typeof body.error?.message, 'string');
    assert.equal(body.data, undefined, 'no data for a bad token');
  });

  test('the demo admin (in ADMIN_EMAILS) is an admin', async () => {
    const data = await gqlOk(site.url, `{ viewer { email emailVerified isAdmin signInProvider } }`, {}, adminToken);
    assert.deepEqual(data.viewer, {
      email: DEMO.admin.email,
      emailVerified: true,
      isAdmin: true,
      signInProvider: 'password',
    });
  });

  // The web app sends Relay persisted queries ({"id":"<md5>","variables":{}}, ids from
  // web/persisted-queries.json, which the server embeds when it is built).
  test('a persisted query of the web app (SiteHeaderViewerQuery by its id) is answered', async () => {
    const persisted = JSON.parse(readFileSync(join(ROOT, 'web', 'persisted-queries.json'), 'utf8'));
    const id = Object.keys(persisted).find((k) => /^query SiteHeaderViewerQuery\b/.test(persisted[k]));
    assert.ok(id, 'web/persisted-queries.json has SiteHeaderViewerQuery');
    const r = await fetch(`${site.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ id, variables: {} }),
    });
    const text = await r.text();
    assert.equal(r.status, 200, text);
    assert.equal(JSON.parse(text).data?.viewer?.isAdmin, true, text);
  });

  test('an unknown persisted query id answers 400 PERSISTED_QUERY_NOT_FOUND', async () => {
    const res = await fetch(`${site.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: '00000000000000000000000000000000', variables: {} }),
    });
    const text = await res.text();
    assert.equal(res.status, 400, text);
    assert.equal(JSON.parse(text).errors?.[0]?.extensions?.code, 'PERSISTED_QUERY_NOT_FOUND', text);
  });

  test('the demo customer is signed in but no admin', async () => {
    const data = await gqlOk(site.url, `{ viewer { email emailVerified isAdmin totalSpent } }`, {}, customerToken);
    assert.deepEqual(data.viewer, {
      email: DEMO.customer.email,
      emailVerified: true,
      isAdmin: false,
      totalSpent: '0.00',
    });
  });
});

test.describe('PayPal: order, checkout, IPN, Paid', () => {
  // Each step goes on from the one before: they run (and retry) together.
  test.describe.configure({ mode: 'serial' });
  const ORDER = `fragment O on Order { id price packageName customerEmail paymentStatus orderStatus }`;

  async function standardPackage() {
    const data = await gqlOk(site.url, `{ pricingPackages(first: 10) { edges { node { id packageName packagePrice } } } }`);
    return data.pricingPackages.edges.map((e) => e.node).find((p) => p.packageName === 'Standard');
  }

  async function createOrder(pkg) {
    const data = await gqlOk(
      site.url,
      `mutation($in: CreateOrderInput!) { createOrder(input: $in) { ...O } } ${ORDER}`,
      { in: { packageId: pkg.id, customerName: 'Casey Customer', customerAddress: '1 Main Street, Springfield', customerCountry: 'USA' } },
      customerToken,
    );
    return data.createOrder;
  }

  async function paymentStatus(id) {
    const data = await gqlOk(site.url, `query($id: ID!) { node(id: $id) { ... on Order { paymentStatus } } }`, { id }, customerToken);
    return data.node.paymentStatus;
  }

  async function totalSpent() {
    return (await gqlOk(site.url, `{ viewer { totalSpent } }`, {}, customerToken)).viewer.totalSpent;
  }

  let pkg;
  let order;
  let form;

  test('ordering before an admin set the PayPal e-mail is refused with a clear error', async () => {
    pkg = await standardPackage();
    const r = await gql(
      site.url,
      `mutation($in: CreateOrderInput!) { createOrder(input: $in) { id } }`,
      { in: { packageId: pkg.id, customerName: 'Casey Customer', customerAddress: '1 Main Street, Springfield', customerCountry: 'USA' } },
      customerToken,
    );
    assert.ok(r.errors?.length, `expected an error, got ${JSON.stringify(r.body)}`);
    assert.equal(r.errors[0].message, 'Payments are not set up yet: an admin must set the PayPal e-mail first, so no plan can be ordered or paid.');
    assert.equal((await gqlOk(site.url, '{ paymentsReady }')).paymentsReady, false);
  });

  test('the customer orders the Standard plan: UnPaid, Pending, price from the server', async () => {
    await gqlOk(site.url, `mutation($in: CreatePaymentSettingInput!) { createPaymentSetting(input: $in) { id } }`, { in: { paypalEmail: SHOP_EMAIL } }, adminToken);
    assert.equal((await gqlOk(site.url, '{ paymentsReady }')).paymentsReady, true);
    order = await createOrder(pkg);
    assert.deepEqual(
      { ...order, id: undefined },
      {
        id: undefined,
        price: '99.00',
        packageName: 'Standard',
        customerEmail: DEMO.customer.email,
        paymentStatus: 'UnPaid',
        orderStatus: 'Pending',
      },
    );
  });

  test('the customer gets the checkout form', async () => {
    const data = await gqlOk(
      site.url,
      `query($id: ID!) { checkout(orderId: $id) { action fields { name value } } }`,
      { id: order.id },
      customerToken,
    );
    form = data.checkout;
    assert.equal(form.action, paypal.checkoutUrl);
    const f = Object.fromEntries(form.fields.map((x) => [x.name, x.value]));
    assert.equal(f.cmd, '_xclick');
    assert.equal(f.business, SHOP_EMAIL);
    assert.equal(f.amount, '99.00');
    assert.equal(f.currency_code, 'USD');
    assert.equal(f.item_number, '1');
    assert.equal(f.no_shipping, '1');
    assert.equal(f.return, `${site.url}/received-payment/${order.id}`);
    assert.match(f.cancel_return, new RegExp(`^${site.url}/order-cancelled/${order.id}\\?token=[^&]+$`));
    assert.equal(f.notify_url, `${site.url}/api/paypal/ipn`);
  });

  test('paying at the stand-in sends a verified IPN: the order becomes Paid and counts in total spent', async () => {
    assert.ok(form, 'the checkout form of the previous test');
    // The browser posts the hidden form to PayPal, which shows the checkout on a page of its own…
    const checkout = await fetch(form.action, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form.fields.map((x) => [x.name, x.value])).toString(),
    });
    assert.equal(checkout.status, 200);
    assert.match(checkout.url, /\/checkout\/\d+$/);
    const page = await checkout.text();
    assert.match(page, /99\.00/);
    // …and presses Pay: PayPal notifies the site, then sends the browser back.
    const payForm = page.match(/<form method="post" action="([^"]+)"><input type="hidden" name="action" value="pay">/);
    assert.ok(payForm, 'the stand-in shows a Pay form');
    const paid = await fetch(new URL(payForm[1], checkout.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
    });
    assert.equal(paid.status, 303);
    assert.equal(paid.headers.get('location'), `${site.url}/received-payment/${order.id}`);
    const { notices } = await paypal.log();
    assert.equal(notices.length, 1);
    assert.equal(notices[0].status, 200, `the site answers PayPal's notice with 200: ${JSON.stringify(notices[0])}`);

    await waitFor(async () => (await paymentStatus(order.id)) === 'Paid', { timeout: 15_000, what: `order ${order.id} to be Paid` });
    assert.equal(await totalSpent(), '99.00');
    assert.deepEqual(
      (await paypal.log()).verifications.map((v) => v.answer),
      ['VERIFIED'],
      'the site asked PayPal to verify the notice exactly once',
    );
    const admin = await gqlOk(site.url, `{ totalSales }`, {}, adminToken);
    assert.equal(admin.totalSales, '99.00');

    // The return page (a GET after PayPal's redirect, or a POST) is the app's page.
    const ret = await fetch(`${site.url}/received-payment/${order.id}`);
    assert.equal(ret.status, 200);
    const posted = await fetch(`${site.url}/received-payment/${order.id}`, { method: 'POST', redirect: 'manual' });
    assert.equal(posted.status, 303);
    assert.equal(new URL(posted.headers.get('location'), site.url).pathname, `/received-payment/${order.id}`);
  });

  test('a redelivered notice is the same notice; a new notice with the same txn_id is a duplicate; neither counts twice', async () => {
    const original = (await paypal.log()).notices[0];
    assert.ok(original, 'the notice of the previous test');
    const before = (await paypal.log()).verifications.length;
    const notices = async () =>
      (await gqlOk(site.url, `{ ipnMessages(first: 100) { edges { node { status verification txnID } } } }`, {}, adminToken)).ipnMessages.edges.map(
        (e) => e.node,
      );

    // PayPal resends a notice until it gets 200: the very same bytes are the row already stored.
    const again = await paypal.sendIPN(original.notifyUrl, new URLSearchParams(original.body));
    assert.equal(again.status, 200);
    assert.deepEqual((await notices()).map((n) => n.status), ['applied']);

    // A new notice (another ipn_track_id) for the same payment: stored, verified, refused as a duplicate.
    const replay = new URLSearchParams(original.body);
    replay.set('ipn_track_id', 'replayed');
    const rec = await paypal.sendIPN(original.notifyUrl, replay);
    assert.equal(rec.status, 200);
    const statuses = await waitFor(
      async () => {
        const list = (await notices()).map((n) => n.status).sort();
        return list.length === 2 && !list.includes('received') && list;
      },
      { timeout: 15_000, what: 'the replayed notice to be stored and verified' },
    );
    assert.deepEqual(statuses, ['applied', 'duplicate']);
    assert.equal((await paypal.log()).verifications.length, before + 1, 'only the new notice was verified');
    assert.equal(await totalSpent(), '99.00');
  });

  test('a forged notice that PayPal does not confirm leaves the order UnPaid', async () => {
    const second = await createOrder(pkg);
    const body = new URLSearchParams({
      txn_type: 'web_accept',
      payment_status: 'Completed',
      txn_id: 'FORGED0000000001',
      receiver_email: SHOP_EMAIL,
      mc_gross: '99.00',
      mc_currency: 'USD',
      custom: String(second.id),
    }).toString();
    const r = await fetch(`${site.url}/api/paypal/ipn`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
    assert.equal(r.status, 200, 'PayPal expects 200 for every notice');
    await waitFor(async () => (await paypal.log()).verifications.find((v) => v.body.endsWith(body)), { timeout: 15_000, what: 'the site to ask PayPal about the forged notice' });
    const stored = await waitFor(
      async () => {
        const d = await gqlOk(site.url, `{ ipnMessages(first: 100) { edges { node { status verification txnID } } } }`, {}, adminToken);
        return d.ipnMessages.edges.map((e) => e.node).find((n) => n.txnID === 'FORGED0000000001' && n.status !== 'received');
      },
      { timeout: 15_000, what: 'the forged notice to be stored and checked with PayPal' },
    );
    assert.equal(stored.verification, 'INVALID');
    assert.equal(stored.status, 'invalid');
    assert.equal(await paymentStatus(second.id), 'UnPaid');
    assert.equal(await totalSpent(), '99.00');
  });
});
