// Coupons in Chromium: the admin adds a coupon at /admin/coupons (20% off the monthly
// Standard plan's first month, one use); a customer orders with it, sees the discount on
// Pay Now, subscribes at the PayPal stand-in (its trial period is the discounted month)
// and pays the next month in full; the coupon, used up, is refused to the next order
// with the reason beside the field.
//
// (npx playwright test coupons, from e2e/; see playwright.config.mjs)

import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { DEMO, gqlOk, screenshot, signInToken, waitFor } from './harness.mjs';

test.use({ siteOptions: { adminEmails: [DEMO.admin.email], paypal: true } });

let site;
let paypal;
let adminToken;
let standard;

/** Amounts in cents and back, as the server writes them ("79.20"). */
const cents = (s) => Math.round(Number(s) * 100);
const money = (c) => (c / 100).toFixed(2);

test.beforeAll(async ({ site: s }) => {
  site = s;
  paypal = s.paypal;
  adminToken = await signInToken(DEMO.admin.email, DEMO.admin.password);
  const d = await gqlOk(site.url, `{ pricingPackages(first: 10) { edges { node { id packageName packagePrice } } } }`);
  standard = d.pricingPackages.edges.map((e) => e.node).find((p) => p.packageName === 'Standard');
  await gqlOk(site.url, `mutation { createPaymentSetting(input: { paypalEmail: "shop@paypal-sandbox.test" }) { id } }`, {}, adminToken);
  await gqlOk(site.url, `mutation($id: ID!) { updatePricingPackage(id: $id, input: { billingPeriod: monthly }) { id } }`, { id: standard.id }, adminToken);
});

async function adminSees(id, what, check) {
  let last;
  await waitFor(
    async () => {
      const d = await gqlOk(site.url, `query($id: ID!) { node(id: $id) { ... on Order { paymentStatus payments { kind amount } } } }`, { id }, adminToken);
      return check((last = d.node));
    },
    { timeout: 20_000, what: `${what} (last: ${JSON.stringify(last)})` },
  );
  return last;
}

async function fillOrder(page, code) {
  await page.goto(`${site.url}/order-now/${standard.id}`, { waitUntil: 'domcontentloaded' });
  const main = page.getByRole('main');
  await main.getByLabel('Your Name').fill('Noor Customer');
  await main.getByLabel('Address').fill('1 Harbour Road, Wellington');
  await main.getByLabel('Country').fill('New Zealand');
  await main.getByLabel('Coupon code').fill(code);
  await main.getByRole('button', { name: 'Place Order' }).click();
  return main;
}

test.describe.serial('coupons, from the admin to PayPal', () => {
  test('the admin adds a coupon for the first month of the Standard plan', async ({ openAs }) => {
    const page = await openAs(DEMO.admin, '/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Coupons' }).click();
    await page.waitForURL(`${site.url}/admin/coupons`);
    await page.getByText('No coupons yet.').waitFor();
    const form = page.getByRole('form', { name: 'Add a coupon' });
    await form.getByLabel('Code').fill('welcome20');
    await form.getByLabel('Kind').selectOption('Percentage');
    await form.getByLabel('Percent off').fill('20');
    await form.getByLabel('Plan').selectOption('Standard');
    await form.getByLabel('Periods of a subscription').selectOption('First period only');
    await form.getByLabel('Maximum uses (optional)').fill('1');
    await form.getByRole('button', { name: 'Add Coupon' }).click();
    const row = page.getByRole('table', { name: 'Coupons (1)' }).getByRole('row').nth(1);
    await test.expect(row).toContainText('WELCOME20');
    for (const text of ['20% off', 'Standard', 'First period only', '0 of 1', 'Active']) await test.expect(row).toContainText(text);
    await screenshot(page, 'admin-coupons');
    const [[stored]] = site.sql(`SELECT code || ' ' || amount || ' ' || duration FROM coupons`);
    assert.equal(stored, 'WELCOME20 2000 first_period');
  });

  test('a customer orders with it, sees the discount, subscribes at the stand-in and pays the next month in full', async ({ openAs }) => {
    const price = cents(standard.packagePrice);
    const off = Math.floor((2 * price * 2000 + 10000) / 20000); // 20%, half a cent up
    const first = money(price - off);
    const page = await openAs(DEMO.customer, '/my-order');
    const main = await fillOrder(page, ' welcome20 ');
    const notice = main.getByRole('status').filter({ hasText: 'Thank you, your order is placed.' });
    await notice.getByRole('link', { name: /Pay Now/ }).click();
    await page.waitForURL(/\/pay-now\/\d+$/);
    const id = new URL(page.url()).pathname.replace('/pay-now/', '');
    const fact = (term) => main.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
    await test.expect(fact('Plan price')).toHaveText(`$${standard.packagePrice}`);
    await test.expect(fact('Coupon WELCOME20')).toHaveText(`−$${money(off)}`);
    await test.expect(fact('Amount due')).toHaveText(`$${first} USD for the first month`);
    await test.expect(fact('Then')).toHaveText(`$${standard.packagePrice} USD / month`);
    await screenshot(page, 'pay-now-coupon');

    await main.getByRole('button', { name: 'Pay Now With Paypal', exact: true }).click();
    await page.waitForURL(new RegExp(`^${paypal.url}/checkout/\\d+$`));
    const checkout = page.url();
    assert.equal(await page.locator('#amount').textContent(), standard.packagePrice, 'a3: the full price every month');
    assert.equal(await page.locator('#trial').textContent(), `${first} USD for the first month`);
    await page.getByRole('button', { name: 'Subscribe: sign up and pay the first period', exact: true }).click();
    await page.waitForURL(`${site.url}/received-payment/${id}`);
    let seen = await adminSees(id, 'the discounted first month paid', (o) => o.payments.length === 1);
    assert.equal(seen.paymentStatus, 'Paid');
    assert.deepEqual(seen.payments, [{ kind: 'payment', amount: first }]);

    await page.goto(checkout);
    await page.getByRole('button', { name: "Next period's payment", exact: true }).click();
    seen = await adminSees(id, 'the second month paid in full', (o) => o.payments.length === 2);
    assert.deepEqual(seen.payments, [
      { kind: 'payment', amount: first },
      { kind: 'payment', amount: standard.packagePrice },
    ]);
    const inv = await gqlOk(site.url, `query($id: ID!) { node(id: $id) { ... on Order { invoices { total } } } }`, { id }, adminToken);
    assert.deepEqual(inv.node.invoices.map((i) => i.total).sort(), [first, standard.packagePrice].sort());
  });

  test('used up, the coupon is refused to the next order, the reason beside the field', async ({ openAs }) => {
    const page = await openAs(DEMO.customer, '/my-order');
    const main = await fillOrder(page, 'WELCOME20');
    const field = main.getByLabel('Coupon code');
    await test.expect(field).toHaveAccessibleDescription(/^The coupon WELCOME20 has been used up\./);
    await test.expect(field).toBeFocused();
    await screenshot(page, 'order-coupon-used-up');
  });
});
