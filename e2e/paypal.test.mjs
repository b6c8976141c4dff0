// The money path offline, in Chromium: a fresh site (no PayPal e-mail) lets nobody order;
// once the e-mail is set, a customer subscribes to a monthly plan at the PayPal stand-in of
// `make run` (`server paypal-sandbox`), whose buttons then send the next payment, a failed
// one and the cancel through the site's real notice path; a one-time plan is paid and
// refunded; a yearly plan counts a twelfth in the monthly recurring revenue.
//
// (npx playwright test paypal, from e2e/; see playwright.config.mjs)

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from './fixtures.mjs';
import { DEMO, gql, gqlOk, screenshot, signInToken, waitFor } from './harness.mjs';

const SHOP_EMAIL = 'shop@paypal-sandbox.test';
const NOT_SET_UP = 'Ordering opens once the agency has set up payments.';

test.use({ siteOptions: { adminEmails: [DEMO.admin.email], paypal: true } });

let site;
let paypal;
let adminToken;
let customerToken;
/** Pricing packages by name: { Basic: { id, packagePrice }, … }. */
let plans;
/** The one-time order paid and refunded at the stand-in. */
let oneTimeId;

test.beforeAll(async ({ site: s }) => {
  site = s;
  paypal = s.paypal;
  adminToken = await signInToken(DEMO.admin.email, DEMO.admin.password);
  customerToken = await signInToken(DEMO.customer.email, DEMO.customer.password);
  const d = await gqlOk(site.url, `{ pricingPackages(first: 10) { edges { node { id packageName packagePrice packageButtonText } } } }`);
  plans = Object.fromEntries(d.pricingPackages.edges.map((e) => [e.node.packageName, e.node]));
});

/** The order as the admin reads it: statuses and the payments ledger. */
async function asAdmin(id) {
  const d = await gqlOk(
    site.url,
    `query($id: ID!) { node(id: $id) { ... on Order { paymentStatus subscriptionStatus amountRefunded payments { kind amount } } } monthlyRecurringRevenue }`,
    { id },
    adminToken,
  );
  return { ...d.node, mrr: d.monthlyRecurringRevenue };
}

async function adminSees(id, what, check) {
  let last;
  await waitFor(async () => check((last = await asAdmin(id))), { timeout: 20_000, what: `${what} (last: ${JSON.stringify(last)})` });
  return last;
}

/** Orders plan on /order-now and goes on to pay at the stand-in; returns the order id. */
async function orderAndCheckOut(page, plan) {
  await page.goto(`${site.url}/order-now/${plan.id}`, { waitUntil: 'domcontentloaded' });
  const main = page.getByRole('main');
  await main.getByLabel('Your Name').fill('Noor Customer');
  await main.getByLabel('Address').fill('1 Harbour Road, Wellington');
  await main.getByLabel('Country').fill('New Zealand');
  await main.getByRole('button', { name: 'Place Order' }).click();
  const notice = main.getByRole('status').filter({ hasText: 'Thank you, your order is placed.' });
  await notice.getByRole('link', { name: /Pay Now/ }).click();
  await page.waitForURL(/\/pay-now\/\d+$/);
  const id = new URL(page.url()).pathname.replace('/pay-now/', '');
  assert.match(id, /^\d+$/);
  await main.getByRole('button', { name: 'Pay Now With Paypal', exact: true }).click();
  await page.waitForURL(new RegExp(`^${paypal.url}/checkout/\\d+$`));
  return id;
}

const press = (page, name) => page.getByRole('button', { name, exact: true }).click();

test.describe.serial('PayPal offline, through the stand-in', () => {
  test('a fresh site never lets a customer order: the buttons say why; the server refuses', async ({ open }) => {
    const { page } = await open('/pricing');
    for (const plan of Object.values(plans)) {
      const button = page.getByRole('main').getByRole('button', { name: plan.packageButtonText, exact: true });
      assert.equal(await button.isDisabled(), true, `${plan.packageName} cannot be ordered`);
      assert.equal(await button.evaluate((b) => document.getElementById(b.getAttribute('aria-describedby'))?.textContent), NOT_SET_UP);
    }
    await screenshot(page, 'pricing-payments-not-set-up');
    const r = await gql(
      site.url,
      `mutation($in: CreateOrderInput!) { createOrder(input: $in) { id } }`,
      { in: { packageId: plans.Basic.id, customerName: 'N', customerAddress: 'A', customerCountry: 'US' } },
      customerToken,
    );
    assert.equal(r.errors?.[0]?.message, 'Payments are not set up yet: an admin must set the PayPal e-mail first, so no plan can be ordered or paid.');

    // The admin sets the PayPal e-mail: the painted pricing page offers the plans again.
    await gqlOk(site.url, `mutation($in: CreatePaymentSettingInput!) { createPaymentSetting(input: $in) { id } }`, { in: { paypalEmail: SHOP_EMAIL } }, adminToken);
    await waitFor(async () => !(await (await fetch(`${site.url}/pricing`)).text()).includes(NOT_SET_UP), {
      timeout: 20_000,
      what: 'the pricing page painted again with the plans orderable',
    });
    // Standard becomes a monthly retainer, Premium a yearly one.
    for (const [name, billingPeriod] of [['Standard', 'monthly'], ['Premium', 'yearly']]) {
      await gqlOk(site.url, `mutation($id: ID!, $in: UpdatePricingPackageInput!) { updatePricingPackage(id: $id, input: $in) { id } }`, { id: plans[name].id, in: { billingPeriod } }, adminToken);
    }
  });

  test('a monthly plan: subscribed and paid at the stand-in, paid again, a failed payment, cancelled in PayPal', async ({ openAs }) => {
    const page = await openAs(DEMO.customer, '/my-order');
    const id = await orderAndCheckOut(page, plans.Standard);
    const checkout = page.url();
    assert.equal(await page.locator('#item').textContent(), 'Standard plan');
    assert.equal(await page.locator('#amount').textContent(), plans.Standard.packagePrice);
    assert.equal(await page.locator('#currency').textContent(), 'USD');
    assert.equal(await page.locator('#period').textContent(), 'every month');
    assert.equal(await page.locator('#custom').textContent(), id);
    await screenshot(page, 'paypal-stand-in-subscription');
    await press(page, 'Subscribe: sign up and pay the first period');
    await page.waitForURL(`${site.url}/received-payment/${id}`);
    const main = page.getByRole('main');
    await waitFor(async () => ((await main.getByTestId('payment-status').textContent()) ?? '').trim() === 'Paid', {
      timeout: 20_000,
      what: 'the return page to show Paid',
    });

    await page.goto(`${site.url}/my-order/${id}`, { waitUntil: 'domcontentloaded' });
    await main.locator('dl').getByText('You Have Paid').waitFor();
    await main.getByRole('list', { name: 'Payments of this order' }).getByText(`of $${plans.Standard.packagePrice} USD`).waitFor();
    let seen = await adminSees(id, 'the subscription active and paid once', (o) => o.subscriptionStatus === 'active' && o.payments.length === 1);
    assert.equal(seen.paymentStatus, 'Paid');
    assert.equal(seen.mrr, plans.Standard.packagePrice);

    // The stand-in's next month.
    await page.goto(checkout);
    await press(page, "Next period's payment");
    seen = await adminSees(id, 'a second payment in the ledger', (o) => o.payments.length === 2);
    assert.deepEqual(seen.payments, [
      { kind: 'payment', amount: plans.Standard.packagePrice },
      { kind: 'payment', amount: plans.Standard.packagePrice },
    ]);
    await press(page, 'A failed payment');
    seen = await adminSees(id, 'the subscription past due', (o) => o.subscriptionStatus === 'past_due');
    assert.equal(seen.payments.length, 2, 'a failed payment moves no money');
    assert.equal(seen.mrr, plans.Standard.packagePrice, 'a past-due subscription still counts');
    await waitFor(async () => (await site.mail.messagesTo(DEMO.customer.email)).some((m) => /failed/i.test(m.subject)), {
      timeout: 20_000,
      what: 'the customer mailed about the failed payment',
    });

    // The customer cancels from My Orders: PayPal's page of their subscriptions to the shop.
    await page.goto(`${site.url}/my-order`, { waitUntil: 'domcontentloaded' });
    const row = main.locator(`tr[data-order-id="${id}"]`);
    await row.getByTestId('subscription').getByText(/Subscription past due/).waitFor();
    await row.getByRole('link', { name: 'Cancel in PayPal' }).click();
    await page.waitForURL((u) => u.href.startsWith(`${paypal.url}/cgi-bin/webscr?cmd=_subscr-find`));
    await page.getByRole('link', { name: /^\d+$/ }).last().click();
    await press(page, 'Cancel the subscription');
    seen = await adminSees(id, 'the subscription cancelled', (o) => o.subscriptionStatus === 'cancelled');
    assert.equal(seen.mrr, '0.00');
    assert.equal(seen.paymentStatus, 'Paid', 'paid to the end of the period');
    await page.goto(`${site.url}/my-order`, { waitUntil: 'domcontentloaded' });
    await row.getByTestId('subscription').getByText(/Subscription cancelled: paid until/).waitFor();
    await page.goto(checkout);
    await press(page, 'End of term');
    await adminSees(id, 'the subscription ended', (o) => o.subscriptionStatus === 'ended');
  });

  test('a one-time plan: paid at the stand-in, then refunded there', async ({ openAs }) => {
    const page = await openAs(DEMO.customer, '/my-order');
    const id = (oneTimeId = await orderAndCheckOut(page, plans.Basic));
    const checkout = page.url();
    assert.equal(await page.locator('#period').count(), 0, 'a one-time payment has no period');
    await press(page, 'Pay');
    await page.waitForURL(`${site.url}/received-payment/${id}`);
    await adminSees(id, 'paid', (o) => o.paymentStatus === 'Paid');
    await page.goto(checkout);
    await page.getByRole('button', { name: /^Refund / }).click();
    const seen = await adminSees(id, 'refunded', (o) => o.paymentStatus === 'Refunded');
    assert.equal(seen.amountRefunded, plans.Basic.packagePrice);
    assert.deepEqual(
      seen.payments.map((p) => p.kind),
      ['payment', 'refund'],
    );
    await page.goto(`${site.url}/my-order/${id}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('main').locator('dl').getByText(`$${plans.Basic.packagePrice} USD`).first().waitFor();
    await page.getByRole('main').locator('dl').getByText('Refunded', { exact: true }).first().waitFor();
  });

  test("the one-time order's invoice and credit note: on the customer's order page as PDFs; the admin lists them and exports the CSV", async ({ openAs }) => {
    const d = await gqlOk(site.url, `query($id: ID!) { node(id: $id) { ... on Order { invoices { number kind } } } }`, { id: oneTimeId }, customerToken);
    const number = d.node.invoices.find((i) => i.kind === 'invoice').number;
    const credit = d.node.invoices.find((i) => i.kind === 'credit_note').number;
    assert.match(number, /^\d{4}-\d{6}$/);

    const page = await openAs(DEMO.customer, `/my-order/${oneTimeId}`);
    const table = page.getByRole('table', { name: 'Invoices and credit notes of this order' });
    await table.getByRole('row').filter({ hasText: number }).getByText(`$${plans.Basic.packagePrice} USD`).waitFor();
    await table.getByRole('row').filter({ hasText: credit }).getByText(`Credit note for ${number}`).waitFor();
    await screenshot(page, 'order-invoices');
    const [pdf] = await Promise.all([page.waitForEvent('download'), table.getByRole('button', { name: `Download PDF of ${number}` }).click()]);
    assert.equal(pdf.suggestedFilename(), `${number}.pdf`);
    const bytes = await readFile(await pdf.path(), 'latin1');
    assert.ok(bytes.startsWith('%PDF-'), bytes.slice(0, 20));
    assert.ok(bytes.includes(`(Invoice ${number})`), 'the PDF names its number');

    const admin = await openAs(DEMO.admin, '/admin/invoices');
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Invoices' }).waitFor();
    const list = admin.getByRole('table', { name: 'Invoices and credit notes' });
    // A row by its PDF button: the credit note's row names the invoice too.
    const row = (n) => list.getByRole('row').filter({ has: admin.getByRole('button', { name: `Download PDF of ${n}` }) });
    await row(number).getByText('Noor Customer (customer@seo-agency.test)').waitFor();
    await row(credit).getByText(`Credit note for ${number}`).waitFor();
    await screenshot(admin, 'admin-invoices');
    const [csv] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Export CSV' }).click()]);
    const text = await readFile(await csv.path(), 'utf8');
    assert.ok(text.includes(number) && text.includes(credit), text.slice(0, 400));
  });

  test('a yearly plan: PayPal bills every year; it counts a twelfth of its price a month', async ({ openAs }) => {
    const page = await openAs(DEMO.customer, '/my-order');
    const id = await orderAndCheckOut(page, plans.Premium);
    assert.equal(await page.locator('#period').textContent(), 'every year');
    assert.equal(await page.locator('[data-field="t3"]').textContent(), 'Y');
    await press(page, 'Subscribe: sign up and pay the first period');
    await page.waitForURL(`${site.url}/received-payment/${id}`);
    const seen = await adminSees(id, 'the yearly subscription active', (o) => o.subscriptionStatus === 'active' && o.payments.length === 1);
    const cents = Math.round(Number(plans.Premium.packagePrice) * 100);
    assert.equal(seen.mrr, (Math.floor((cents + 6) / 12) / 100).toFixed(2));
    // Every notice the stand-in sent was verified, and only those.
    const log = await paypal.log();
    assert.ok(log.verifications.length >= log.notices.length, JSON.stringify(log.verifications.length));
    assert.deepEqual([...new Set(log.verifications.map((v) => v.answer))], ['VERIFIED']);
  });
  test('tax: a German customer sees VAT before paying, pays the total at the stand-in and gets it on the invoice; an EU company sees the reverse charge', async ({ openAs }) => {
    const setting = (await gqlOk(site.url, `{ paymentSettings(first: 1) { edges { node { id } } } }`, {}, adminToken)).paymentSettings.edges[0].node;
    const setTax = (input) =>
      gqlOk(site.url, `mutation($id: ID!, $in: UpdatePaymentSettingInput!) { updatePaymentSetting(id: $id, input: $in) { id } }`, { id: setting.id, in: input }, adminToken);
    await setTax({ sellerCountry: 'Germany', taxRates: 'DE 19\nFR 20' });
    const price = Math.round(Number(plans.Basic.packagePrice) * 100);
    const tax = Math.floor((2 * price * 1900 + 10000) / 20000); // 19%, half a cent up
    const dollars = (c) => (c / 100).toFixed(2);

    const page = await openAs(DEMO.customer, '/my-order');
    const main = page.getByRole('main');
    const order = async (country, vatId) => {
      await page.goto(`${site.url}/order-now/${plans.Basic.id}`, { waitUntil: 'domcontentloaded' });
      await main.getByLabel('Your Name').fill('Greta Kunde');
      await main.getByLabel('Address').fill('Unter den Linden 1, Berlin');
      await main.getByLabel('Country').fill(country);
      if (vatId) await main.getByLabel('Company VAT id').fill(vatId);
      await main.getByRole('button', { name: 'Place Order' }).click();
      await main.getByRole('status').filter({ hasText: 'Thank you, your order is placed.' }).getByRole('link', { name: /Pay Now/ }).click();
      await page.waitForURL(/\/pay-now\/\d+$/);
      return new URL(page.url()).pathname.replace('/pay-now/', '');
    };

    // A malformed VAT id is refused beside its field, with the form it should have.
    await page.goto(`${site.url}/order-now/${plans.Basic.id}`, { waitUntil: 'domcontentloaded' });
    await main.getByLabel('Your Name').fill('Greta Kunde');
    await main.getByLabel('Address').fill('Unter den Linden 1, Berlin');
    await main.getByLabel('Country').fill('Germany');
    await main.getByLabel('Company VAT id').fill('DE1234');
    await main.getByRole('button', { name: 'Place Order' }).click();
    await main.getByText(/That is not a VAT id of Germany: it is written like DE123456789/).waitFor();

    const id = await order('Germany');
    const summary = main.locator('dl');
    await summary.getByText('Tax (19%)').waitFor();
    await summary.getByText(`$${dollars(tax)}`).waitFor();
    await summary.getByText(`$${dollars(price + tax)}`).waitFor();
    await screenshot(page, 'pay-now-with-tax');
    await main.getByRole('button', { name: 'Pay Now With Paypal', exact: true }).click();
    await page.waitForURL(new RegExp(`^${paypal.url}/checkout/\\d+$`));
    assert.equal(await page.locator('#amount').textContent(), dollars(price + tax));
    await press(page, 'Pay');
    await page.waitForURL(`${site.url}/received-payment/${id}`);
    await adminSees(id, 'paid', (o) => o.paymentStatus === 'Paid');
    const inv = (
      await gqlOk(site.url, `query($id: ID!) { node(id: $id) { ... on Order { invoices { subtotal taxRate taxAmount total reverseCharge } } } }`, { id }, customerToken)
    ).node.invoices;
    assert.deepEqual(inv, [{ subtotal: dollars(price), taxRate: 1900, taxAmount: dollars(tax), total: dollars(price + tax), reverseCharge: false }]);

    // A French company with a well-formed VAT id: no tax, the reverse charge said before paying.
    await order('FR', 'FR 12 345678901');
    await summary.getByText('Reverse charge: VAT to be accounted for by the recipient').waitFor();
    await summary.getByText('FR12345678901').waitFor();
    await summary.getByText(`$${dollars(price)}`).first().waitFor();
    await setTax({ sellerCountry: '', taxRates: '' });
  });
});
