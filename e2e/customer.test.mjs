// Browser tests of the customer area: Chromium against the real server, a fresh PostgreSQL
// database, the Firebase Auth emulator and a local PayPal stand-in. A customer registers,
// orders a plan, pays it at "PayPal" (which sends a verified IPN), cancels another, pages
// through their orders, and never sees anybody else's.
//
// (npx playwright test customer, from e2e/; see playwright.config.mjs)

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from './fixtures.mjs';
import { DEMO, ROOT, gqlOk, screenshot, signInToken, signUp, uniqueEmail, waitFor } from './harness.mjs';

const SHOP_EMAIL = 'shop@seo-agency.test';
const PASSWORD = 'customer-pass-1';

// Every customer of these tests orders from 127.0.0.1: lift the per-address order limit (10/min).
test.use({ siteOptions: { adminEmails: [DEMO.admin.email], paypal: true, env: { RATE_LIMIT_ORDERS: '1000/min' } } });

/** This file's site and its PayPal stand-in, for the helpers below. */
let site;
let paypal;
/** Pricing packages by name: { Basic: { id, packagePrice }, … }. */
let plans;

test.beforeAll(async ({ site: s }) => {
  site = s;
  paypal = s.paypal;
  const adminToken = await signInToken(DEMO.admin.email, DEMO.admin.password);
  await gqlOk(
    site.url,
    `mutation($in: CreatePaymentSettingInput!) { createPaymentSetting(input: $in) { id } }`,
    { in: { paypalEmail: SHOP_EMAIL } },
    adminToken,
  );
  const data = await gqlOk(site.url, `{ pricingPackages(first: 10) { edges { node { id packageName packagePrice } } } }`);
  plans = Object.fromEntries(data.pricingPackages.edges.map((e) => [e.node.packageName, e.node]));
  assert.ok(plans.Basic && plans.Standard && plans.Premium, `seeded plans: ${JSON.stringify(plans)}`);
});

// ---------------------------------------------------------------------------
// helpers

async function go(page, path) {
  return page.goto(site.url + path, { waitUntil: 'domcontentloaded' });
}

/** Waits until the page is at path (and search, when given); paths are site-relative. */
async function at(page, path) {
  await page.waitForURL((u) => `${u.pathname}${u.search}` === path, { timeout: 15_000 });
}

function assertClean(page) {
  assert.deepEqual(page.pageErrors, [], 'no uncaught errors in the page');
  assert.deepEqual(page.blockedRequests, [], 'no requests to other hosts');
}

async function fillCredentials(page, email, password) {
  const form = page.getByRole('main').locator('form');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  return form;
}

/** Signs in through /login; resolves once the app has moved on. */
async function login(page, email, password = PASSWORD) {
  await go(page, '/login');
  const form = await fillCredentials(page, email, password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((u) => u.pathname !== '/login');
}

/** Registers a new account through /register (the app then shows / signed in). */
async function register(page, email, password = PASSWORD) {
  await go(page, '/register');
  const form = await fillCredentials(page, email, password);
  await form.getByRole('button', { name: 'Register', exact: true }).click();
  await at(page, '/');
  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).waitFor();
}

/** The rows of the orders table: each an array of cell texts. */
async function tableRows(page) {
  const table = page.getByRole('main').getByRole('table');
  await table.waitFor();
  return table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((r) => Array.from(r.querySelectorAll('td')).map((td) => td.innerText.replace(/\s+/g, ' ').trim())),
  );
}

/** Waits until the table's rows satisfy check(rows); returns them. */
async function rowsWhere(page, check, what) {
  let last;
  try {
    return await waitFor(
      async () => {
        last = await tableRows(page);
        return check(last) && last;
      },
      { timeout: 10_000, what },
    );
  } catch (err) {
    throw new Error(`${err.message.split(';')[0]}; the rows were ${JSON.stringify(last)}`);
  }
}

async function totalSpentOnDashboard(page) {
  await go(page, '/dashboard');
  const figure = page.getByTestId('total-spent');
  return waitFor(
    async () => {
      const t = ((await figure.textContent()) ?? '').trim();
      return /^\$\d+\.\d\d$/.test(t) && t;
    },
    { what: 'the total spent on the dashboard' },
  );
}

const dollars = (text) => Math.round(Number(text.replace(/^\$/, '')) * 100);

/** The signed-in customer's orders as the server lists them (newest first). */
async function ordersOf(token) {
  const d = await gqlOk(
    site.url,
    `{ orders(first: 100) { totalCount edges { node { id orderDateText customerName customerEmail packageName price paymentStatus orderStatus } } } }`,
    {},
    token,
  );
  return d.orders.edges.map((e) => e.node);
}

async function createOrder(token, plan, customerName) {
  const d = await gqlOk(
    site.url,
    `mutation($in: CreateOrderInput!) { createOrder(input: $in) { id customerName paymentStatus } }`,
    { in: { packageId: plan.id, customerName, customerAddress: '1 Test Street, Testville', customerCountry: 'Iceland' } },
    token,
  );
  return d.createOrder;
}

/** Fills the order form for plan and places the order; returns the new order's id (from the Pay Now link). */
async function orderPlan(page, plan, { name, address = '12 Harbour Road, Dublin', country = 'Ireland' }) {
  await go(page, `/order-now/${plan.id}`);
  const main = page.getByRole('main');
  await main.getByLabel('Plan', { exact: true }).waitFor();
  await main.getByLabel('Your Name').fill(name);
  await main.getByLabel('Address').fill(address);
  await main.getByLabel('Country').fill(country);
  await main.getByRole('button', { name: 'Place Order' }).click();
  await at(page, '/pending-order');
  const notice = main.getByRole('status').filter({ hasText: 'Thank you, your order is placed.' });
  await notice.waitFor();
  const href = await notice.getByRole('link', { name: /Pay Now/ }).getAttribute('href');
  const id = href.replace('/pay-now/', '');
  assert.match(id, /^\d+$/);
  return id;
}

/** From /pay-now/{id}: posts the form to the PayPal stand-in; returns the checkout's fields. */
async function toPayPal(page, orderId) {
  await go(page, `/pay-now/${orderId}`);
  const button = page.getByRole('button', { name: 'Pay Now With Paypal', exact: true });
  await button.click();
  await page.waitForURL(standInCheckout());
  await page.getByRole('heading', { name: 'PayPal stand-in' }).waitFor();
  return (await lastCheckout()).fields;
}

/** The stand-in's page of a checkout: the pay form's POST lands there. */
const standInCheckout = () => new RegExp(`^${paypal.url}/checkout/\\d+$`);

/** The checkout the stand-in took last. */
async function lastCheckout() {
  const { checkouts } = await paypal.log();
  return checkouts[checkouts.length - 1];
}

/** The path (with its token) of the order's PayPal cancel_return link, from the owner's checkout form. */
async function cancelLink(orderId, ownerToken) {
  const d = await gqlOk(site.url, `query($id: ID!) { checkout(orderId: $id) { fields { name value } } }`, { id: orderId }, ownerToken);
  const url = new URL(d.checkout.fields.find((f) => f.name === 'cancel_return').value);
  assert.equal(url.pathname, `/order-cancelled/${orderId}`);
  assert.ok(url.searchParams.get('token'), 'the link carries a token');
  return `${url.pathname}${url.search}`;
}

/**
 * The persisted-query id the app sends for an operation, for recognising its requests: the
 * id in the operation's Relay artifact (web/persisted-queries.json keeps earlier versions of
 * a document too, so a name may have several ids there).
 */
function persistedId(operationName) {
  const artifact = readFileSync(join(ROOT, 'web', 'src', '__generated__', `${operationName}.graphql.ts`), 'utf8');
  const id = /"params": \{\s*"id": "([0-9a-f]+)"/.exec(artifact)?.[1];
  assert.ok(id, `${operationName} has a persisted id in its Relay artifact`);
  const map = JSON.parse(readFileSync(join(ROOT, 'web', 'persisted-queries.json'), 'utf8'));
  assert.ok(map[id], `${operationName} (${id}) is in web/persisted-queries.json`);
  return id;
}

/** The cancel mutations page sends from now on (a list that grows as they go). */
function cancelsSent(page) {
  const id = persistedId('OrderCancelledMutation');
  const sent = [];
  page.on('request', (r) => (r.postData() ?? '').includes(id) && sent.push(r.url()));
  return sent;
}

/** Runs the page's timers 2 s ahead at once: longer than the cancel page waits before moving on (1.5 s). */
const pastTheRedirect = (page) => page.clock.runFor(2000);

// ---------------------------------------------------------------------------

test.describe('customer journeys', () => {
  // The second journey goes on with the first's account: they run (and retry) together.
  test.describe.configure({ mode: 'serial' });
  const buyer = { email: uniqueEmail('buyer'), name: 'Robin Buyer' };
  let token;

  test('register, order the Standard plan, see it UnPaid with Pay Now, pay at PayPal: "You Have Paid", total spent up by the price', async ({ newPage }) => {
    const page = await newPage();
    await register(page, buyer.email);
    token = await signInToken(buyer.email, PASSWORD);

    const before = await totalSpentOnDashboard(page);
    assert.equal(before, '$0.00');

    // The order form: plan, price and e-mail fixed; name, address and country required.
    await go(page, `/order-now/${plans.Standard.id}`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Order Now' }).waitFor();
    const fixed = { Plan: 'Standard', Price: `$${plans.Standard.packagePrice}`, Email: buyer.email };
    for (const [label, value] of Object.entries(fixed)) {
      const input = main.getByLabel(label, { exact: true });
      await waitFor(async () => (await input.inputValue()) === value, { what: `${label} to read ${value}` });
      assert.equal(await input.getAttribute('readonly'), '', `${label} is read-only`);
    }
    await main.getByRole('button', { name: 'Place Order' }).click();
    for (const msg of ['Name is required', 'Address is required', 'Country is required']) {
      await main.getByText(msg, { exact: true }).waitFor();
    }
    assert.equal(await main.getByLabel('Your Name').getAttribute('aria-invalid'), 'true');
    await screenshot(page, 'customer-order-now-invalid');
    assert.equal(new URL(page.url()).pathname, `/order-now/${plans.Standard.id}`);
    assert.equal((await ordersOf(token)).length, 0, 'nothing was ordered by the invalid form');

    const orderId = await orderPlan(page, plans.Standard, { name: buyer.name });
    await main.getByRole('heading', { level: 1, name: 'Your Pending Orders' }).waitFor();
    const [order] = await ordersOf(token);
    assert.equal(order.id, orderId);
    assert.deepEqual(
      { price: order.price, packageName: order.packageName, email: order.customerEmail, pay: order.paymentStatus, status: order.orderStatus },
      { price: plans.Standard.packagePrice, packageName: 'Standard', email: buyer.email, pay: 'UnPaid', status: 'Pending' },
    );
    assert.match(order.orderDateText, /^\d\d\/\d\d\/\d{4}$/);
    const expectedRow = ['1', order.orderDateText, buyer.name, 'Pending', 'Pay Now for order 1, Standard plan'];
    await rowsWhere(page, (rows) => JSON.stringify(rows) === JSON.stringify([expectedRow]), 'the new order on /pending-order');

    // My Orders, reached from the dashboard card.
    await go(page, '/dashboard');
    await main.getByRole('link', { name: /My Orders/ }).click();
    await at(page, '/my-order');
    await main.getByRole('heading', { level: 1, name: 'My Orders' }).waitFor();
    await rowsWhere(page, (rows) => JSON.stringify(rows) === JSON.stringify([expectedRow]), 'the order UnPaid on /my-order');
    const headers = await main.getByRole('columnheader').allInnerTexts();
    assert.deepEqual(
      headers.map((h) => h.trim().toLowerCase()),
      ['sl no.', 'order date', 'your name', 'order status', 'payment status'],
    );
    const payNow = main.getByRole('table').getByRole('link', { name: /^Pay Now/ });
    assert.equal(await payNow.getAttribute('href'), `/pay-now/${orderId}`);

    // Pay: the app's hidden form goes to "PayPal", which notifies the site and sends the browser back.
    await payNow.click();
    await at(page, `/pay-now/${orderId}`);
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Pay Now With Paypal' }) });
    assert.equal(await form.getAttribute('method'), 'post');
    assert.equal(await form.getAttribute('action'), paypal.checkoutUrl);
    await form.getByRole('button', { name: 'Pay Now With Paypal', exact: true }).click();
    await page.waitForURL(standInCheckout());
    const { fields } = await lastCheckout();
    assert.equal(fields.amount, plans.Standard.packagePrice);
    assert.equal(fields.business, SHOP_EMAIL);
    assert.equal(fields.return, `${site.url}/received-payment/${orderId}`);
    // PayPal's cancel link carries the order's token: only the owner's browser cancels with it.
    assert.match(fields.cancel_return, new RegExp(`^${site.url}/order-cancelled/${orderId}\\?token=[^&]+$`));
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await at(page, `/received-payment/${orderId}`);
    const { notices } = await paypal.log();
    assert.equal(notices[notices.length - 1].status, 200, 'the site accepted the IPN');
    await main.getByRole('heading', { level: 1, name: 'Thank you for your payment' }).waitFor();
    await waitFor(async () => ((await main.getByTestId('payment-status').textContent()) ?? '').trim() === 'Paid', {
      timeout: 15_000,
      what: 'the return page to show Paid',
    });
    await main.getByText(/Your payment is confirmed/).waitFor();

    await go(page, '/my-order');
    await rowsWhere(page, (rows) => rows.length === 1 && rows[0][4] === 'You Have Paid', '"You Have Paid" on /my-order');
    assert.equal(await main.getByRole('table').getByRole('link', { name: /^Pay Now/ }).count(), 0, 'no Pay Now link for a paid order');

    // The order's page, from its date: number, plan, price, statuses and PayPal's payment.
    await main.getByRole('link', { name: `${order.orderDateText}, Standard plan: order details` }).click();
    await at(page, `/my-order/${orderId}`);
    const facts = main.locator('dl');
    await facts.getByText(`#${orderId}`, { exact: true }).waitFor();
    await facts.getByText('Standard', { exact: true }).waitFor();
    await facts.getByText(`$${plans.Standard.packagePrice} USD`).waitFor();
    await facts.getByText('You Have Paid').waitFor();
    await main.getByRole('list', { name: 'Payments of this order' }).getByText(`Payment of $${plans.Standard.packagePrice} USD`).waitFor();
    await main.getByRole('list', { name: 'History of this order' }).getByText('Payment status UnPaid → Paid').waitFor();
    assert.equal(await main.getByRole('link', { name: 'Cancel this order' }).count(), 0, 'a paid order cannot be cancelled');

    // Your Pending Orders lists only what waits for payment.
    await go(page, '/pending-order');
    await main.getByText('Nothing is waiting for payment.').waitFor();

    const afterTotal = await totalSpentOnDashboard(page);
    assert.equal(dollars(afterTotal) - dollars(before), dollars(plans.Standard.packagePrice), `total spent ${before} → ${afterTotal}`);
    const viewer = await gqlOk(site.url, `{ viewer { totalSpent } }`, {}, token);
    assert.equal(afterTotal, `$${viewer.viewer.totalSpent}`);
    assertClean(page);
  });

  test('cancel at PayPal: a spinner, "You have cancelled the payment.", then the dashboard; My Orders says "You Have Cancelled"', async ({ newPage }) => {
    assert.ok(token, 'the account of the previous test');
    const page = await newPage();
    await login(page, buyer.email);
    const orderId = await orderPlan(page, plans.Basic, { name: 'Robin Second' });
    await toPayPal(page, orderId);

    // Hold the cancel request until the spinner has been seen.
    const cancelId = persistedId('OrderCancelledMutation');
    let release;
    const held = new Promise((r) => (release = r));
    await page.route('**/graphql', async (route) => {
      if ((route.request().postData() ?? '').includes(cancelId)) await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Cancel and return to the site' }).click();
    await page.waitForURL((u) => u.pathname === `/order-cancelled/${orderId}` && u.searchParams.has('token'));
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Cancelling your payment…' }).waitFor();
    assert.equal(await main.locator('[data-spinner]').count(), 1, 'a spinner shows while cancelling');
    // Timed in the page (a slow screenshot must not shift the measure): when the message
    // shows, and when the app moves on.
    const timing = page.evaluate(
      () =>
        new Promise((resolve) => {
          let shown = null;
          const tick = () => {
            const now = performance.now();
            if (shown === null && [...document.querySelectorAll('main h1')].some((h) => h.textContent === 'You have cancelled the payment.')) shown = now;
            if (location.pathname === '/dashboard') return resolve({ shown, left: now });
            requestAnimationFrame(tick);
          };
          tick();
        }),
    );
    await screenshot(page, 'customer-order-cancelled-spinner');
    release();

    await main.getByRole('heading', { level: 1, name: 'You have cancelled the payment.' }).waitFor();
    assert.equal(await main.locator('[data-spinner]').count(), 0, 'the spinner stopped');
    await screenshot(page, 'customer-order-cancelled-done');
    await at(page, '/dashboard');
    const { shown, left } = await timing;
    assert.ok(shown !== null, 'the message showed before the page moved on');
    const waited = Math.round(left - shown);
    assert.ok(waited >= 1400 && waited < 3000, `moved on after about 1.5 s (${waited} ms)`);

    const [latest] = await ordersOf(token);
    assert.equal(latest.id, orderId);
    assert.equal(latest.paymentStatus, 'Cancelled');

    await go(page, '/my-order');
    const rows = await rowsWhere(page, (r) => r.length === 2 && r[0][4] === 'You Have Cancelled', '"You Have Cancelled" on /my-order');
    assert.deepEqual(
      rows.map((r) => [r[0], r[2], r[4]]),
      [
        ['1', 'Robin Second', 'You Have Cancelled'],
        ['2', buyer.name, 'You Have Paid'],
      ],
    );
    // Paying a cancelled order is refused with the server's sentence.
    await go(page, `/pay-now/${orderId}`);
    await main.getByText('The order is Cancelled: only an UnPaid order can be paid.').waitFor();
    assert.equal(await main.getByRole('button', { name: 'Pay Now With Paypal' }).count(), 0);
    assertClean(page);
  });
});

test.describe('cancel links', () => {
  test("an admin following a customer's PayPal cancel link sees the order and a confirmation: nothing is cancelled", async ({ newPage }) => {
    const email = uniqueEmail('linked');
    const token = await signUp(email, PASSWORD);
    const order = await createOrder(token, plans.Premium, 'Lee Linked');
    const link = await cancelLink(order.id, token);

    const page = await newPage();
    await login(page, DEMO.admin.email, DEMO.admin.password);
    await page.clock.install();
    const cancels = cancelsSent(page);
    await go(page, link);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Cancel this order?' }).waitFor();
    await main.getByText('Premium', { exact: true }).waitFor();
    await main.getByText(`$${plans.Premium.packagePrice} USD`).waitFor();
    await main.getByRole('button', { name: 'Cancel this order' }).waitFor();
    await screenshot(page, 'customer-order-cancelled-confirm');
    await pastTheRedirect(page);
    await test.expect(main.getByRole('heading', { level: 1, name: 'Cancel this order?' })).toBeVisible();
    assert.equal(new URL(page.url()).pathname, `/order-cancelled/${order.id}`, 'the page stays');
    assert.deepEqual(cancels, [], 'the page sent no cancel');
    assert.equal((await ordersOf(token))[0].paymentStatus, 'UnPaid', 'the order was not cancelled');

    await main.getByRole('link', { name: 'Keep the order' }).click();
    await at(page, `/admin/payment-status/${order.id}`);
    assert.equal((await ordersOf(token))[0].paymentStatus, 'UnPaid');
    assertClean(page);
  });

  test('a customer opening the cancel page without a token cancels only with "Cancel this order"', async ({ newPage }) => {
    const email = uniqueEmail('confirm');
    const token = await signUp(email, PASSWORD);
    const order = await createOrder(token, plans.Basic, 'Cora Confirm');
    const page = await newPage();
    await login(page, email);
    const cancels = cancelsSent(page);
    await go(page, `/order-cancelled/${order.id}`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Cancel this order?' }).waitFor();
    assert.deepEqual(cancels, [], 'the page sent no cancel before the click');
    assert.equal((await ordersOf(token))[0].paymentStatus, 'UnPaid', 'nothing is cancelled before the click');
    await main.getByRole('button', { name: 'Cancel this order' }).click();
    await main.getByRole('heading', { level: 1, name: 'You have cancelled the payment.' }).waitFor();
    await at(page, '/dashboard');
    assert.equal((await ordersOf(token))[0].paymentStatus, 'Cancelled');
    assertClean(page);
  });
});

test.describe('My Orders pagination', () => {
  test('12 orders: five a page, Previous / numbers / Next move through them, newest first', async ({ newPage }) => {
    const email = uniqueEmail('pager');
    const token = await signUp(email, PASSWORD);
    for (let i = 1; i <= 12; i++) await createOrder(token, i % 2 ? plans.Basic : plans.Premium, `Pager ${String(i).padStart(2, '0')}`);
    const server = await ordersOf(token);
    assert.equal(server.length, 12);
    const expected = server.map((o, i) => [String(i + 1), o.orderDateText, o.customerName]);
    assert.equal(expected[0][2], 'Pager 12', 'newest first');

    const page = await newPage();
    const failures = [];
    page.on('response', async (r) => {
      if (new URL(r.url()).pathname === '/graphql' && r.status() !== 200 && r.status() !== 304) failures.push(`${r.status()} ${await r.text().catch(() => '')}`);
    });
    await login(page, email);
    await go(page, '/my-order');
    const main = page.getByRole('main');
    const pager = main.getByRole('navigation', { name: 'Pages of your orders' });
    const slice = (from, to) => (rows) => JSON.stringify(rows.map((r) => r.slice(0, 3))) === JSON.stringify(expected.slice(from, to));

    await rowsWhere(page, slice(0, 5), 'page 1: orders 1–5');
    await main.getByText('Showing 1–5 of 12 orders · page 1 of 3').waitFor();
    assert.deepEqual(await pager.getByRole('link', { name: /^Page \d+$/ }).allInnerTexts(), ['1', '2', '3']);
    assert.equal(await pager.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current'), 'page');
    assert.equal(await pager.getByText('Previous').getAttribute('aria-disabled'), 'true');

    await pager.getByRole('link', { name: /Next/ }).click();
    await at(page, '/my-order?page=2');
    await rowsWhere(page, slice(5, 10), 'page 2: orders 6–10');

    await pager.getByRole('link', { name: 'Page 3' }).click();
    await at(page, '/my-order?page=3');
    await rowsWhere(page, slice(10, 12), 'page 3: orders 11–12');
    assert.equal(await pager.getByText('Next').getAttribute('aria-disabled'), 'true');

    await pager.getByRole('link', { name: /Previous/ }).click();
    await at(page, '/my-order?page=2');
    await rowsWhere(page, slice(5, 10), 'back to page 2');

    await pager.getByRole('link', { name: 'Page 1' }).click();
    await at(page, '/my-order');
    await rowsWhere(page, slice(0, 5), 'back to page 1');

    // The browser's Back button and a page opened directly.
    await page.goBack();
    await at(page, '/my-order?page=2');
    await rowsWhere(page, slice(5, 10), 'Back to page 2');
    await go(page, '/my-order?page=3');
    await rowsWhere(page, slice(10, 12), 'page 3 opened directly');

    // /pending-order shows the same orders under its own title.
    await go(page, '/pending-order');
    await main.getByRole('heading', { level: 1, name: 'Your Pending Orders' }).waitFor();
    await rowsWhere(page, slice(0, 5), 'page 1 of /pending-order');
    assert.deepEqual(failures, [], 'every GraphQL request succeeded');
    assertClean(page);
  });
});

test.describe('privacy', () => {
  test("a customer never sees another's order, in the list or by typing its URL", async ({ newPage }) => {
    const other = { email: uniqueEmail('other'), name: 'Bea Otherperson' };
    const otherToken = await signUp(other.email, PASSWORD);
    const theirs = await createOrder(otherToken, plans.Premium, other.name);

    const me = uniqueEmail('me');
    const myToken = await signUp(me, PASSWORD);
    await createOrder(myToken, plans.Basic, 'Mia Mine');

    const page = await newPage();
    await login(page, me);
    const main = page.getByRole('main');
    await go(page, '/my-order');
    const rows = await rowsWhere(page, (r) => r.length === 1, 'my one order');
    assert.equal(rows[0][2], 'Mia Mine');

    await go(page, `/pay-now/${theirs.id}`);
    // The server's own sentence (it tells a stranger's order from a missing one in no way).
    await main.getByText(new RegExp(`^No order (of yours )?has the id ${theirs.id}\\.$`)).waitFor();
    assert.equal(await main.getByRole('button', { name: 'Pay Now With Paypal' }).count(), 0);
    assert.equal(await page.locator('input[type="hidden"]').count(), 0, 'no payment fields');
    await screenshot(page, 'customer-pay-now-refused');

    await go(page, `/received-payment/${theirs.id}`);
    await main.getByText(/We can't find that order among yours/).waitFor();
    assert.equal(await main.getByTestId('payment-status').count(), 0);

    await go(page, `/my-order/${theirs.id}`);
    await main.getByText(/We can't find that order among yours/).waitFor();
    assert.equal(await main.locator('dl').count(), 0, 'no facts of the other order');

    await page.clock.install();
    const cancels = cancelsSent(page);
    await go(page, `/order-cancelled/${theirs.id}`);
    await main.getByRole('heading', { level: 1, name: 'We could not cancel this payment' }).waitFor();
    await main.getByText("We can't find that order among yours. Check the link, or find the order in My Orders.").waitFor();
    await screenshot(page, 'customer-order-cancelled-failed');
    await pastTheRedirect(page);
    await test.expect(main.getByRole('heading', { level: 1, name: 'We could not cancel this payment' })).toBeVisible();
    assert.equal(new URL(page.url()).pathname, `/order-cancelled/${theirs.id}`, 'a failure does not move on');

    for (const path of ['/my-order', `/my-order/${theirs.id}`, `/pay-now/${theirs.id}`, `/received-payment/${theirs.id}`, `/order-cancelled/${theirs.id}`]) {
      await go(page, path);
      await page.waitForLoadState('networkidle');
      const text = await page.locator('body').innerText();
      assert.ok(!text.includes(other.name) && !text.includes(other.email), `${path} shows nothing of the other customer`);
    }
    // Even with the other customer's own PayPal cancel link (its token), nothing is cancelled.
    const link = await cancelLink(theirs.id, otherToken);
    await go(page, link);
    await main.getByRole('heading', { level: 1, name: 'We could not cancel this payment' }).waitFor();
    assert.deepEqual(cancels, [], 'the page sent no cancel');
    const [still] = await ordersOf(otherToken);
    assert.equal(still.paymentStatus, 'UnPaid', "the other customer's order was not cancelled");
    assertClean(page);
  });

  test('a visitor opening /order-now/{id} signs in and comes back to the form', async ({ newPage }) => {
    const page = await newPage();
    await go(page, `/order-now/${plans.Premium.id}`);
    await at(page, '/login');
    const form = await fillCredentials(page, DEMO.customer.email, DEMO.customer.password);
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await at(page, `/order-now/${plans.Premium.id}`);
    const plan = page.getByRole('main').getByLabel('Plan', { exact: true });
    await waitFor(async () => (await plan.inputValue()) === 'Premium', { what: 'the Premium plan in the form' });
    assertClean(page);
  });
});

test.describe('layout', () => {
  test('the customer pages fit a 320 px phone and a desktop; screenshots go to e2e/.artifacts/', async ({ newPage }) => {
    const email = uniqueEmail('looks');
    const token = await signUp(email, PASSWORD);
    const paid = await createOrder(token, plans.Standard, 'Sam Screenshot');
    await createOrder(token, plans.Basic, 'Sam Screenshot');
    const open = await createOrder(token, plans.Premium, 'Sam Screenshot');
    const admin = await signInToken(DEMO.admin.email, DEMO.admin.password);
    await gqlOk(
      site.url,
      `mutation($id: ID!) { setPaymentStatus(id: $id, status: Paid, reason: "Paid by bank transfer") { id } }`,
      { id: paid.id },
      admin,
    );

    for (const [name, options] of [
      ['desktop', {}],
      ['phone', { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }],
    ]) {
      const page = await newPage(options);
      await login(page, email);
      for (const [shot, path, ready] of [
        ['dashboard', '/dashboard', (p) => p.getByTestId('total-spent').getByText('$99.00').waitFor()],
        ['my-order', '/my-order', (p) => p.getByRole('main').getByRole('table').waitFor()],
        ['order-now', `/order-now/${plans.Standard.id}`, (p) => p.getByRole('main').getByLabel('Your Name').waitFor()],
        ['pay-now', `/pay-now/${open.id}`, (p) => p.getByRole('button', { name: 'Pay Now With Paypal' }).waitFor()],
        ['received-payment', `/received-payment/${paid.id}`, (p) => p.getByText(/Your payment is confirmed/).waitFor()],
      ]) {
        await go(page, path);
        await ready(page);
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.ok(overflow <= 0, `${path} has no sideways scrolling on the ${name} (${overflow}px too wide)`);
        await screenshot(page, `customer-${shot}-${name}`);
      }
      assertClean(page);
    }
  });
});
