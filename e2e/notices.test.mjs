// Browser tests of the shop's e-mails (issue 19): an order reaches the admin's mailbox,
// and an admin's reply to a message reaches the visitor's. Each site has its own Mailpit.
//
// (npx playwright test notices, from e2e/)

import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { DEMO, gqlOk, randomId, signInToken, toast } from './harness.mjs';

// A shop that takes orders: its PayPal e-mail is set at start (PAYPAL_EMAIL).
test.use({ siteOptions: { adminEmails: [DEMO.admin.email], env: { PAYPAL_EMAIL: 'shop@paypal-sandbox.test' } } });

test('an order → the admin gets the new-order mail, the customer a confirmation', async ({ site }) => {
  const token = await signInToken(DEMO.customer.email, DEMO.customer.password);
  const pkgs = await gqlOk(site.url, '{ pricingPackages(first: 10) { edges { node { id packageName packagePrice } } } }');
  const premium = pkgs.pricingPackages.edges.map((e) => e.node).find((p) => p.packageName === 'Premium');
  const name = `<b>Buyer</b> ${randomId(3)}`;
  const { createOrder } = await gqlOk(
    site.url,
    'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }',
    { input: { packageId: premium.id, customerName: name, customerAddress: '1 Main St', customerCountry: 'US' } },
    token,
  );
  const [admin] = await site.mail.waitFor(DEMO.admin.email, 1);
  assert.equal(admin.subject, `New order #${createOrder.id}: Premium, $${premium.packagePrice}`);
  assert.ok(admin.text.includes(`Customer: ${name}`), admin.text);
  assert.ok(admin.html.includes('&lt;b&gt;Buyer&lt;/b&gt;') && !admin.html.includes('<b>Buyer'), 'the name is escaped');
  assert.ok(admin.text.includes(`/admin/payment-status/${createOrder.id}`), admin.text);
  const [confirmation] = await site.mail.waitFor(DEMO.customer.email, 1);
  assert.equal(confirmation.subject, `Your order #${createOrder.id}: Premium plan`);
  assert.ok(confirmation.text.includes(`/pay-now/${createOrder.id}`), confirmation.text);
});

test('reply to a message: the visitor gets it, the thread shows it, the message is Read', async ({ site, openAs }) => {
  const visitor = `visitor-${randomId(4)}@example.com`.toLowerCase();
  const subject = `Audit question ${randomId(3)}`;
  const { sendMessage } = await gqlOk(
    site.url,
    'mutation($input: CreateMessageInput!) { sendMessage(input: $input) { id } }',
    { input: { fullName: 'Jane Visitor', emailAddress: visitor, subject, message: 'Can you audit my site?' } },
  );
  const page = await openAs(DEMO.admin, `/view/${sendMessage.id}`);
  await page.getByText('Can you audit my site?').waitFor();
  await page.getByText('No reply yet.').waitFor();

  const form = page.getByRole('form', { name: 'Reply' });
  await form.getByLabel('Reply', { exact: true }).fill('Yes: we start with a crawl of your site.');
  await form.getByRole('button', { name: 'Send Reply' }).click();
  await toast(page, 'Reply is Sent').waitFor();
  await page.getByRole('button', { name: 'Mark Read' }).waitFor({ state: 'detached' });
  await page.getByText('Yes: we start with a crawl of your site.').waitFor();
  await page.getByText(`Re: ${subject}`).waitFor();

  const [mail] = await site.mail.waitFor(visitor, 1);
  assert.equal(mail.subject, `Re: ${subject}`);
  assert.ok(mail.text.includes('Yes: we start with a crawl of your site.'), mail.text);
  assert.ok(mail.text.includes('> Can you audit my site?'), mail.text);
  assert.deepEqual(page.pageErrors, [], 'no uncaught errors in the page');
});
