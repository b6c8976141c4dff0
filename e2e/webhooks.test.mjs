// Browser test of /admin/webhooks: an Admin subscribes a receiver this test runs to
// message.received, a visitor sends a message from the contact page, the receiver gets
// it signed (verified with the standardwebhooks package, an implementation independent of
// the server's), the log shows it delivered, and "Redeliver" sends it again with the same
// webhook-id.
//
// (npx playwright test webhooks, from e2e/; see playwright.config.mjs)

import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { test } from './fixtures.mjs';
import { DEMO, screenshot, signIn, uniqueEmail, waitFor } from './harness.mjs';

test.use({ siteOptions: { adminEmails: [DEMO.admin.email] } });

/** An integrator's endpoint on this machine: it keeps what it got, and answers 204. */
async function startReceiver() {
  const got = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      got.push({ path: req.url, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/hooks/seo-agency`, got, stop: () => new Promise((r) => server.close(r)) };
}

test('an Admin adds an endpoint, a contact message reaches it signed, the log shows it, Redeliver sends it again', async ({ site, newPage, open }) => {
  const receiver = await startReceiver();
  try {
    const page = await newPage();
    await page.goto(`${site.url}/admin`, { waitUntil: 'domcontentloaded' });
    await page.waitForURL(`${site.url}/login`);
    await signIn(page, DEMO.admin);
    await page.waitForURL(`${site.url}/admin`);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Webhooks' }).click();
    await page.waitForURL(`${site.url}/admin/webhooks`);
    await test.expect(page.getByText('No webhook endpoints yet.')).toBeVisible();

    // A refused address says why, on the field.
    await page.getByLabel('URL').fill('http://169.254.169.254/latest/meta-data/');
    await page.getByLabel(/message\.received/).check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await test.expect(page.getByText(/link-local address/)).toBeVisible();

    await page.getByLabel('URL').fill(receiver.url);
    await page.getByLabel('Description (optional)').fill('CRM sync');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const shown = page.getByTestId('webhook-secret');
    await test.expect(shown).toHaveText(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const secret = await shown.textContent();
    await page.getByRole('button', { name: 'Done' }).click();
    const endpoints = page.getByRole('table', { name: 'Webhook endpoints' });
    await test.expect(endpoints.getByRole('row').nth(1)).toContainText(receiver.url);
    await test.expect(endpoints.getByRole('row').nth(1)).toContainText('message.received');
    await test.expect(endpoints.getByRole('row').nth(1)).toContainText('Enabled');

    // A visitor writes from the contact page.
    const visitor = await open('/contact');
    const email = uniqueEmail('webhook');
    const form = visitor.page.getByRole('form', { name: 'Send Us a Message' });
    for (const [label, value] of Object.entries({ 'Full Name': 'Hook Tester', 'Email Address': email, Subject: 'A quote', Message: 'Tell my CRM.' })) {
      await form.getByLabel(label).fill(value);
    }
    await form.getByRole('button', { name: 'Send Message' }).click();
    await visitor.page.getByRole('status').getByText('Message is Updated').waitFor();

    await waitFor(() => receiver.got.length === 1, { timeout: 20_000, what: 'the webhook at the receiver' });
    const [first] = receiver.got;
    assert.equal(first.path, '/hooks/seo-agency');
    assert.equal(first.headers['content-type'], 'application/json');
    const event = new Webhook(secret).verify(first.body, first.headers);
    assert.equal(event.type, 'message.received');
    assert.equal(event.data.message.emailAddress, email);
    assert.equal(event.data.message.message, 'Tell my CRM.');
    assert.throws(() => new Webhook(secret).verify(first.body.replace('Tell my CRM.', 'Tell my CRM!'), first.headers), /signature/i);

    // The log shows the delivery: event, status, response code.
    await page.getByRole('button', { name: 'Refresh' }).click();
    const log = page.getByRole('table', { name: 'Deliveries' });
    const row = log.getByRole('row').nth(1);
    await test.expect(row).toContainText('message.received');
    await test.expect(row).toContainText('succeeded');
    await test.expect(row).toContainText('204');
    await test.expect(row).toContainText(first.headers['webhook-id']);
    await screenshot(page, 'admin-webhooks');

    // Redeliver: the same event, the same webhook-id, signed anew.
    await row.getByRole('button', { name: /^Redeliver message\.received/ }).click();
    await waitFor(() => receiver.got.length === 2, { timeout: 20_000, what: 'the redelivery at the receiver' });
    const again = receiver.got[1];
    assert.equal(again.headers['webhook-id'], first.headers['webhook-id']);
    assert.equal(again.body, first.body);
    new Webhook(secret).verify(again.body, again.headers);
    await test.expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Refresh' }).click();
        return log.getByRole('row').nth(1).textContent();
      })
      .toMatch(/\(redelivery\).*succeeded/);
    await test.expect(log.getByRole('row')).toHaveCount(3);

    // The secret again, on demand; the audit log says who asked.
    await endpoints.getByRole('button', { name: `Show the signing secret of ${receiver.url}` }).click();
    await test.expect(page.getByTestId('webhook-secret')).toHaveText(secret);
    const [[shownLines]] = site.sql(`SELECT count(*) FROM audit_entries WHERE entity_type = 'WebhookEndpoint' AND summary = 'signing secret shown'`);
    assert.equal(Number(shownLines), 1);
  } finally {
    await receiver.stop();
  }
});
