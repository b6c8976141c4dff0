// Browser tests of the admin area: Chromium against the real server, a fresh PostgreSQL
// database (with the seeded content) and the Firebase Auth emulator, signed in as the demo
// admin (ADMIN_EMAILS) or the demo customer.
//
// (npx playwright test admin, from e2e/; see playwright.config.mjs)

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from './fixtures.mjs';
import { DEMO, gql, gqlOk, htmlText, randomId, screenshot, serverPage, signInToken, toast, waitFor } from './harness.mjs';

// A site of this file's own: the tests below change its content.
test.use({ siteOptions: { adminEmails: [DEMO.admin.email] } });

/** This file's site, for the helpers below. */
let site;
test.beforeAll(({ site: s }) => {
  site = s;
});

/** Follows an in-app link of the header (a client-side navigation: the Relay store is kept). */
async function viaHeader(page, name, path) {
  await page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
  await page.waitForURL(site.url + path);
}

function h1(page) {
  return page.getByRole('heading', { level: 1 });
}

/**
 * A public page as the server sends it (what a crawler or a fresh visit gets, before any
 * script): the texts of its h1s, the text of its main region, and the data it was painted with.
 */
async function painted(path) {
  const res = await fetch(site.url + path);
  assert.equal(res.status, 200, path);
  const { root, relayData } = serverPage(await res.text());
  assert.ok(root, `${path} is painted on the server`);
  const main = root.slice(root.search(/<main\b/), root.indexOf('</main>'));
  return {
    h1: [...root.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => htmlText(m[1])),
    main: htmlText(main),
    data: JSON.stringify(relayData),
  };
}

/** painted(path) once ok(page) holds: after an edit the server paints its pages again in the background. */
function paintedOnce(path, ok, what) {
  return waitFor(async () => {
    const page = await painted(path);
    return ok(page) && page;
  }, { what });
}

function assertClean(page) {
  assert.deepEqual(page.pageErrors, [], 'no uncaught errors in the page');
  assert.deepEqual(page.blockedRequests, [], 'no requests to other hosts');
}

test.describe('admin area', () => {
  test('the admin home: cards, total sales, orders and subscribers; settings has the eleven cards', async ({ openAs }) => {
    const page = await openAs(DEMO.admin, '/admin');
    await h1(page).filter({ hasText: 'Admin Dashboard' }).waitFor();
    const cards = page.getByRole('list', { name: 'Admin' }).getByRole('link');
    await cards.first().waitFor();
    const got = [];
    for (let i = 0; i < (await cards.count()); i++) {
      got.push([(await cards.nth(i).locator('.admin-card-title').innerText()).trim(), await cards.nth(i).getAttribute('href')]);
    }
    assert.deepEqual(got, [
      ['Setting', '/setting'],
      ['Total Orders', '/total-orders'],
      ['All Messages', '/all-messages'],
      ['All Subscriber', '/all-subscriber'],
      ['Admin Email', '/add-user'],
      ['Site identity', '/admin/site-identity'],
      ['Menus', '/admin/menus'],
      ['Payment', '/add-paypal-Email'],
      ['Payments check', '/admin/payments'],
      ['Media library', '/admin/media'],
      ['Background jobs', '/admin/queue'],
      // The demo admin is an Owner (ADMIN_EMAILS makes Owners): the audit log is theirs.
      ['Audit log', '/admin/audit'],
    ]);
    assert.match(await page.getByTestId('total-sales').innerText(), /^\$\d+\.\d{2}$/);
    await page.getByRole('table', { name: 'Orders' }).waitFor();
    await page.getByRole('table', { name: 'Subscribers' }).waitFor();
    await screenshot(page, 'admin-home-desktop');

    await cards.filter({ hasText: 'Setting' }).click();
    await page.waitForURL(`${site.url}/setting`);
    const settings = page.getByRole('list', { name: 'Site content' }).getByRole('link');
    await settings.first().waitFor();
    assert.equal(await settings.count(), 11);
    await screenshot(page, 'admin-settings');
    assertClean(page);
  });

  test('edit the banner: prefilled, required, "Banner is Updated", and the new heading on / at once', async ({ openAs }) => {
    const page = await openAs(DEMO.admin, '/', { guarded: false });
    // The home page is in the browser's Relay store before the edit, and in the server's memory.
    await page.getByRole('heading', { name: 'Grow Your Business With Search Engine Optimization' }).first().waitFor();
    assert.deepEqual((await painted('/')).h1, ['Grow Your Business With Search Engine Optimization']);

    await page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
    await page.waitForURL(/\/admin\/?$/);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('link', { name: /^Banner/ }).click();
    await page.waitForURL(`${site.url}/edit-banner`);
    // One banner exists: only the edit link.
    assert.equal(await page.getByRole('main').locator('form').count(), 0);
    await page.getByRole('link', { name: 'Edit Banner', exact: true }).click();
    await page.waitForURL(/\/banner\/\d+$/);

    const heading = page.getByLabel('Banner Heading', { exact: true });
    await waitFor(async () => (await heading.inputValue()) === 'Grow Your Business With Search Engine Optimization', {
      what: 'the banner form prefilled',
    });
    assert.equal(await page.getByRole('img', { name: 'Preview of Banner Image' }).getAttribute('src'), '/images/banner.svg');
    await screenshot(page, 'admin-banner-edit');

    await heading.fill('');
    await page.getByRole('button', { name: 'Update Banner' }).click();
    await page.getByText('Banner Heading is required', { exact: true }).waitFor();

    const newHeading = `Rank Higher Today ${randomId(3)}`;
    await heading.fill(newHeading);
    await page.getByRole('button', { name: 'Update Banner' }).click();
    await toast(page, 'Banner is Updated').waitFor();
    // The server paints / again with the new heading (the previous page is served until then).
    const home = await paintedOnce('/', (p) => p.h1[0] === newHeading, 'the server paints the new heading');
    assert.deepEqual(home.h1, [newHeading], 'the server paints the new heading');
    assert.ok(home.data.includes(newHeading), 'the data the page is painted with has it too');
    assert.ok(!home.data.includes('Grow Your Business With Search Engine Optimization'), 'nothing of the old heading');

    await viaHeader(page, 'Home', '/');
    await page.getByRole('heading', { name: newHeading }).first().waitFor();
    // A fresh load of the page (the server's HTML and cache) has it too.
    await page.reload();
    await page.getByRole('heading', { name: newHeading }).first().waitFor();
    assertClean(page);
  });

  test('add a service item: "Item is Added", in the admin grid and on /service', async ({ openAs }) => {
    const page = await openAs(DEMO.admin, '/service', { guarded: false });
    await page.getByRole('heading', { name: 'SEO Audit' }).first().waitFor();
    assert.ok((await painted('/service')).main.includes('SEO Audit'));
    await page.goto(`${site.url}/edit-service`);
    const form = page.getByRole('form', { name: 'Add Service' });
    await form.waitFor();
    const title = `Voice Search ${randomId(3)}`;
    await form.getByLabel('Service Icon', { exact: true }).fill('/images/icon-audit.svg');
    await form.getByLabel('Service Title', { exact: true }).fill(title);
    await form.getByLabel('Service Details', { exact: true }).fill('Be the answer your customers hear from their assistant.');
    await form.getByRole('button', { name: 'Add Service' }).click();
    await toast(page, 'Item is Added').waitFor();
    await page.getByRole('link', { name: `Edit ${title}` }).waitFor();
    assert.equal(await form.getByLabel('Service Title', { exact: true }).inputValue(), '');
    await paintedOnce('/service', (p) => p.main.includes(title), 'the server paints the new service on /service');

    await viaHeader(page, 'Services', '/service');
    await page.getByRole('heading', { name: title }).first().waitFor();
    assertClean(page);
  });

  test('edit the Premium price: every field required, "Pricing One Is Updated", the new price on /pricing', async ({ openAs }) => {
    const page = await openAs(DEMO.admin, '/pricing', { guarded: false });
    await page.getByText('Premium', { exact: true }).first().waitFor();
    assert.match((await painted('/pricing')).main, /\$199\b/);
    await page.goto(`${site.url}/edit-pricing`);
    const premium = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Premium', exact: true }) });
    await premium.getByText('$199.00').waitFor();
    await screenshot(page, 'admin-pricing');
    await premium.getByRole('link', { name: 'Edit Premium' }).click();
    await page.waitForURL(/\/package-edit\/\d+$/);
    const price = page.getByLabel('Package Price', { exact: true });
    await waitFor(async () => (await price.inputValue()) === '199.00', { what: 'the plan form prefilled' });
    assert.equal(await page.getByRole('main').locator('form [name]').count(), 15); // the specification's 14 and the billing period
    await screenshot(page, 'admin-package-edit');

    await price.fill('249.00');
    await page.getByRole('button', { name: 'Update Plan' }).click();
    await toast(page, 'Pricing One Is Updated').waitFor();
    const pricing = await paintedOnce('/pricing', (p) => /\$249(\.00)?\b/.test(p.main), 'the server paints the new price on /pricing');
    assert.doesNotMatch(pricing.main, /\$199(\.00)?\b/);

    await viaHeader(page, 'Pricing', '/pricing');
    await waitFor(async () => /\$249(\.00)?/.test(await page.getByRole('main').innerText()), { what: 'the new Premium price on /pricing' });
    assert.doesNotMatch(await page.getByRole('main').innerText(), /\$199(\.00)?\b/);
    assertClean(page);
  });

  test('mark a message read: it moves from the Unread table to the Read table', async ({ openAs }) => {
    const subject = `Audit question ${randomId(3)}`;
    await gqlOk(
      site.url,
      `mutation($input: CreateMessageInput!) { sendMessage(input: $input) { id } }`,
      { input: { fullName: 'Jane Visitor', emailAddress: 'jane@example.com', phoneNumber: '555-0100', website: 'https://jane.example', subject, message: 'Can you audit my site?' } },
    );
    const page = await openAs(DEMO.admin, '/all-messages');
    const unread = page.getByRole('table', { name: 'Unread messages', exact: true });
    const read = page.getByRole('table', { name: 'Read messages', exact: true });
    await unread.getByText(subject).waitFor();
    assert.equal(await read.getByText(subject).count(), 0);
    await screenshot(page, 'admin-messages');

    await unread.getByRole('row').filter({ hasText: subject }).getByRole('link', { name: /^View message/ }).click();
    await page.waitForURL(/\/view\/\d+$/);
    await page.getByText('Can you audit my site?').waitFor();
    await page.getByRole('button', { name: 'Mark Read' }).click();
    await toast(page, 'Message is Read').waitFor();
    await page.getByRole('button', { name: 'Mark Read' }).waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Back to messages' }).click();
    await page.waitForURL(`${site.url}/all-messages`);
    await read.getByText(subject).waitFor();
    assert.equal(await unread.getByText(subject).count(), 0);
    assertClean(page);
  });

  // Before the order tests: a site takes orders only once its PayPal e-mail is set.
  test('the PayPal e-mail: added on /add-paypal-Email ("Paypal Email Added"), then Payment opens its editor', async ({ openAs }) => {
    const page = await openAs(DEMO.admin, '/add-paypal-Email');
    const email = `payments-${randomId(3)}@seo-agency.test`;
    await page.getByLabel('Paypal Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Add Paypal Email' }).click();
    await toast(page, 'Paypal Email Added').waitFor();
    // Now one exists: only the link to its editor.
    await page.getByRole('link', { name: 'Edit Paypal Email' }).waitFor();
    assert.equal(await page.getByRole('main').locator('form').count(), 0);

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('list', { name: 'Admin' }).getByRole('link', { name: /^Payment\s*The PayPal e-mail/ }).click();
    await page.waitForURL(/\/paypal-email\/\d+$/);
    const field = page.getByLabel('Paypal Email', { exact: true });
    await waitFor(async () => (await field.inputValue()) === email, { what: 'the PayPal e-mail prefilled' });
    await field.fill(`new-${email}`);
    await page.getByRole('button', { name: 'Update Paypal Email' }).click();
    await toast(page, 'Paypal Email Updated').waitFor();
    assertClean(page);
  });

  test('change an order to Delivered: "OrderStatus is Updated", kept after a reload, in the order\'s history', async ({ openAs }) => {
    const customerToken = await signInToken(DEMO.customer.email, DEMO.customer.password);
    const pkgs = await gqlOk(site.url, '{ pricingPackages(first: 10) { edges { node { id packageName } } } }');
    const basic = pkgs.pricingPackages.edges.map((e) => e.node).find((p) => p.packageName === 'Basic');
    const name = `Order Tester ${randomId(3)}`;
    const { createOrder } = await gqlOk(
      site.url,
      'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id orderStatus } }',
      { input: { packageId: basic.id, customerName: name, customerAddress: '1 Test Street', customerCountry: 'US' } },
      customerToken,
    );
    assert.equal(createOrder.orderStatus, 'Pending');

    const page = await openAs(DEMO.admin, '/total-orders');
    const row = page.getByRole('table', { name: 'All orders' }).getByRole('row').filter({ hasText: name });
    const select = row.getByLabel(`Order status of ${name}'s order`);
    await select.waitFor();
    assert.equal(await select.inputValue(), 'Pending');
    await screenshot(page, 'admin-total-orders');
    await select.selectOption('Delivered');
    await row.getByRole('button', { name: 'Update' }).click();
    await toast(page, 'OrderStatus is Updated').waitFor();

    await page.reload();
    await waitFor(async () => (await select.inputValue().catch(() => '')) === 'Delivered', { what: 'Delivered after a reload' });

    await row.getByRole('link', { name: /^Payment status of/ }).click();
    await page.waitForURL(`${site.url}/admin/payment-status/${createOrder.id}`);
    const history = page.getByRole('table', { name: 'Status changes of this order' });
    await history.getByRole('row').filter({ hasText: 'Order status' }).filter({ hasText: 'Delivered' }).waitFor();
    await screenshot(page, 'admin-payment-status');
    assertClean(page);
  });

  test('correct a payment: UnPaid → Paid with a reason and a confirmation; the history keeps the reason; the payments check lists the order', async ({ openAs }) => {
    const customerToken = await signInToken(DEMO.customer.email, DEMO.customer.password);
    const pkgs = await gqlOk(site.url, '{ pricingPackages(first: 10) { edges { node { id packageName } } } }');
    const standard = pkgs.pricingPackages.edges.map((e) => e.node).find((p) => p.packageName === 'Standard');
    const name = `Paid By Hand ${randomId(3)}`;
    const { createOrder } = await gqlOk(
      site.url,
      'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }',
      { input: { packageId: standard.id, customerName: name, customerAddress: '2 Test Street', customerCountry: 'US' } },
      customerToken,
    );
    const id = createOrder.id;
    const reason = `Paid by bank transfer, reference ${randomId(3)}`;

    const page = await openAs(DEMO.admin, `/admin/payment-status/${id}`);
    const moves = page.getByRole('group', { name: /Change the payment status from UnPaid to/ }).getByRole('radio');
    await moves.first().waitFor();
    const offered = [];
    for (let i = 0; i < (await moves.count()); i++) offered.push(await moves.nth(i).getAttribute('value'));
    assert.deepEqual(offered.sort(), ['Cancelled', 'Paid'], 'only the moves an admin may make from UnPaid');

    // Without a reason nothing is asked or sent.
    await page.getByRole('radio', { name: 'Paid' }).check();
    await page.getByRole('button', { name: 'Update Payment Status' }).click();
    await page.getByText("Say why the payment status changes: the reason is kept in the order's history.").waitFor();
    assert.equal(await page.getByRole('dialog').count(), 0);

    await page.getByLabel('Reason').fill(reason);
    await page.getByRole('button', { name: 'Update Payment Status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change payment status from UnPaid to Paid?' });
    await dialog.getByText(reason).waitFor();
    await screenshot(page, 'admin-payment-status-confirm');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Payment status is updated').waitFor();

    const history = page.getByRole('table', { name: 'Status changes of this order' });
    await history.getByRole('row').filter({ hasText: 'Payment status' }).filter({ hasText: reason }).waitFor();
    await page.reload();
    await history.getByRole('row').filter({ hasText: reason }).filter({ hasText: DEMO.admin.email }).waitFor();
    const server = await gqlOk(site.url, 'query($id: ID!) { node(id: $id) { ... on Order { paymentStatus } } }', { id }, customerToken);
    assert.equal(server.node.paymentStatus, 'Paid');
    await screenshot(page, 'admin-payment-status-history');

    // Paid by hand: the payments check lists it, linked back to this editor.
    await page.goto(`${site.url}/admin/payments`);
    const paid = page.getByRole('table', { name: 'Orders Paid without a PayPal payment' });
    const row = paid.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    assert.equal(await row.getByRole('link', { name: /^Payment status of/ }).getAttribute('href'), `/admin/payment-status/${id}`);
    await page.getByRole('table', { name: 'Notices waiting or given up' }).waitFor();
    await page.getByRole('table', { name: 'Notices refused' }).waitFor();
    await screenshot(page, 'admin-payments-check');
    assertClean(page);
  });

  test('background jobs: the queue page lists the finished PayPal notice prune under Done', async ({ openAs }) => {
    test.slow(); // many pages, and a job that runs as the server starts
    const page = await openAs(DEMO.admin, '/admin/queue');
    await page.getByRole('table', { name: 'Waiting jobs' }).waitFor();
    await page.getByRole('navigation', { name: 'Job states' }).getByRole('link', { name: 'Done' }).click();
    await page.waitForURL(`${site.url}/admin/queue?show=done`);
    // The prune runs once at start (and every hour): it may take a moment to finish.
    const row = page.getByRole('table', { name: 'Done jobs' }).getByRole('row').filter({ hasText: 'paypal_notice_prune' });
    await waitFor(
      async () => {
        if ((await row.count()) > 0) return true;
        await page.reload();
        await page.getByRole('table', { name: 'Done jobs' }).waitFor();
        return (await row.count()) > 0;
      },
      { timeout: 90_000, interval: 2000, what: 'a completed paypal_notice_prune job' },
    );
    await row.first().getByText('completed').waitFor();
    await screenshot(page, 'admin-queue');
    assertClean(page);
  });

  test('a signed-in non-admin gets "Not authorized" on admin routes, and the server refuses them', async ({ openAs }) => {
    const page = await openAs(DEMO.customer, '/admin');
    await h1(page).filter({ hasText: 'Not authorized' }).waitFor();
    await page.getByText(DEMO.customer.email).waitFor();
    for (const path of ['/edit-banner', '/total-orders', '/all-messages', '/setting']) {
      await page.goto(site.url + path);
      await h1(page).filter({ hasText: 'Not authorized' }).waitFor();
      assert.equal(await page.getByRole('main').locator('form').count(), 0, `${path}: no form`);
    }
    await screenshot(page, 'admin-not-authorized');

    const token = await signInToken(DEMO.customer.email, DEMO.customer.password);
    const r = await gql(site.url, 'mutation { createAdminUser(input: { userEmail: "me@seo-agency.test" }) { id } }', {}, token);
    assert.equal(r.errors?.[0]?.extensions?.code, 'FORBIDDEN', JSON.stringify(r.body));
    assertClean(page);
  });

  test('every admin route of section 2 renders its screen with its data (screenshots in e2e/.artifacts/)', async ({ openAs }) => {
    test.slow(); // many pages, and a job that runs as the server starts
    const token = await signInToken(DEMO.admin.email, DEMO.admin.password);
    const first = (conn) => conn.edges[0].node.id;
    const d = await gqlOk(
      site.url,
      `{
        banners(first: 1) { edges { node { id } } } logos(first: 1) { edges { node { id } } }
        abouts(first: 1) { edges { node { id } } } serviceHeadings(first: 1) { edges { node { id } } }
        serviceItems(first: 1) { edges { node { id } } } counters(first: 1) { edges { node { id } } }
        videoSections(first: 1) { edges { node { id } } } teamMembers(first: 1) { edges { node { id } } }
        pricingPackages(first: 1) { edges { node { id } } } testimonials(first: 1) { edges { node { id } } }
        callToActions(first: 1) { edges { node { id } } } steps(first: 1) { edges { node { id } } }
        contactItems(first: 1) { edges { node { id } } } footerAbouts(first: 1) { edges { node { id } } }
        footerAddresses(first: 1) { edges { node { id } } } footerSocials(first: 1) { edges { node { id } } }
        copyrights(first: 1) { edges { node { id } } } adminUsers(first: 1) { edges { node { id } } }
      }`,
      {},
      token,
    );
    const msg = await gqlOk(site.url, 'mutation { sendMessage(input: { fullName: "Route Check", phoneNumber: "555 0100", subject: "Routes" }) { id } }');
    const routes = [
      ['admin', '/admin', 'Admin Dashboard'],
      ['setting', '/setting', 'Settings'],
      ['total-orders', '/total-orders', 'Total Orders'],
      ['all-messages', '/all-messages', 'Messages'],
      ['view', `/view/${msg.sendMessage.id}`, 'Message'],
      ['all-subscriber', '/all-subscriber', 'Subscribers'],
      ['add-user', '/add-user', 'Admin Email'],
      ['admin-user', `/admin-user/${first(d.adminUsers)}`, 'Update User'],
      ['edit-banner', '/edit-banner', 'Banner'],
      ['banner', `/banner/${first(d.banners)}`, 'Edit Banner'],
      ['add-logo', '/add-logo', 'Logo'],
      ['edit-logo', `/edit-logo/${first(d.logos)}`, 'Edit Logo'],
      ['edit-about', '/edit-about', 'About Us'],
      ['about-alias', `/${first(d.abouts)}`, 'Edit About'],
      ['edit-service', '/edit-service', 'Service'],
      ['service-edit', `/service-edit/${first(d.serviceItems)}`, 'Edit Service'],
      ['servicetext-edit', `/servicetext-edit/${first(d.serviceHeadings)}`, 'Edit Service Text'],
      ['edit-counter', '/edit-counter', 'Counter'],
      ['counters', `/counters/${first(d.counters)}`, 'Update Counter'],
      ['edit-video', '/edit-video', 'Team Members'],
      ['videotext-edit', `/videotext-edit/${first(d.videoSections)}`, 'Edit Video Text'],
      ['video', `/video/${first(d.teamMembers)}`, 'Edit Team Member'],
      ['edit-pricing', '/edit-pricing', 'Pricing'],
      ['package-edit', `/package-edit/${first(d.pricingPackages)}`, 'Edit Plan'],
      ['edit-testimonial', `/edit-testimonial/${first(d.testimonials)}`, 'Edit Testimonial'],
      ['update-calltoaction', '/update-calltoaction', 'Action'],
      ['edit-call', `/edit-call/${first(d.callToActions)}`, 'Edit Call To Action'],
      ['step-section', '/step-section', 'Step Section'],
      ['edit-step', `/edit-step/${first(d.steps)}`, 'Edit Step'],
      ['add-item', '/add-item', 'Add Design Item'],
      ['add-contact', '/add-contact', 'Contact Page'],
      ['edit-contact-page', `/edit-contact-page/${first(d.contactItems)}`, 'Edit Contact Details'],
      ['add-about-footer', '/add-about-footer', 'Footer About'],
      ['edit-about-footer', `/edit-about-footer/${first(d.footerAbouts)}`, 'Edit Footer About'],
      ['add-address-footer', '/add-address-footer', 'Footer Address'],
      ['edit-address-footer', `/edit-address-footer/${first(d.footerAddresses)}`, 'Edit Footer Address'],
      ['add-social-footer', '/add-social-footer', 'Footer Social'],
      ['edit-social-footer', `/edit-social-footer/${first(d.footerSocials)}`, 'Edit Footer Social'],
      ['add-copyright', '/add-copyright', 'Footer CopyRight'],
      ['edit-copyright', `/edit-copyright/${first(d.copyrights)}`, 'Edit Copyright'],
      ['add-paypal-Email', '/add-paypal-Email', 'Add Payment Email'],
      ['admin-payments', '/admin/payments', 'Payments check'],
      ['admin-queue', '/admin/queue', 'Background jobs'],
      ['admin-media', '/admin/media', 'Media library'],
    ];
    const page = await openAs(DEMO.admin, '/setting');
    const failures = [];
    page.on('response', async (r) => {
      if (new URL(r.url()).pathname !== '/graphql') return;
      const body = await r.json().catch(() => null);
      if ((r.status() !== 200 && r.status() !== 304) || body?.errors) failures.push(`${page.url()}: ${r.status()} ${JSON.stringify(body?.errors)}`);
    });
    for (const [name, path, title] of routes) {
      await page.goto(site.url + path, { waitUntil: 'domcontentloaded' });
      try {
        await h1(page).filter({ hasText: new RegExp(`^${title}$`) }).waitFor({ timeout: 30_000 });
        await page.locator('.admin-skeleton').first().waitFor({ state: 'detached', timeout: 30_000 });
      } catch (err) {
        throw new Error(`${path} did not show its screen "${title}": ${err.message}`);
      }
      assert.equal(await page.locator('.admin-load-error').count(), 0, `${path} loads its data`);
      await screenshot(page, `admin-screen-${name}`);
    }
    assert.deepEqual(failures, [], 'every GraphQL request of the admin screens succeeds');
    assertClean(page);
  });

  test('on a phone the admin screens fit: settings cards and a stacked orders table', async ({ openAs }) => {
    const page = await openAs(DEMO.admin, '/total-orders', { mobile: true });
    await page.getByRole('table', { name: 'All orders' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 1, `no sideways scrolling (overflow ${overflow}px)`);
    await screenshot(page, 'admin-total-orders-mobile');
    await page.goto(`${site.url}/banner/${(await gqlOk(site.url, '{ banners(first: 1) { edges { node { id } } } }')).banners.edges[0].node.id}`);
    await page.getByLabel('Banner Heading', { exact: true }).waitFor();
    await screenshot(page, 'admin-banner-edit-mobile');
    assertClean(page);
  });

  test('leaving an editor with unsaved changes asks first: Stay keeps the typed value, Leave goes', async ({ openAs }) => {
    const { banners } = await gqlOk(site.url, '{ banners(first: 1) { edges { node { id bannerHeading } } } }');
    const { id, bannerHeading } = banners.edges[0].node;
    const page = await openAs(DEMO.admin, `/banner/${id}`);
    const heading = page.getByLabel('Banner Heading', { exact: true });
    await waitFor(async () => (await heading.inputValue()) === bannerHeading, { what: 'the banner form prefilled' });
    const typed = `Not saved ${randomId(3)}`;
    await heading.fill(typed);

    const settings = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' });
    await settings.click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await dialog.waitFor();
    await screenshot(page, 'admin-unsaved-changes');
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(page.url(), `${site.url}/banner/${id}`);
    assert.equal(await heading.inputValue(), typed);

    await settings.click();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(`${site.url}/setting`);
    const after = await gqlOk(site.url, 'query($id: ID!) { node(id: $id) { ... on Banner { bannerHeading } } }', { id });
    assert.equal(after.node.bannerHeading, bannerHeading, 'nothing was saved');
    assertClean(page);
  });

  test('an admin table keeps its page in the address: a reload of page 2 stays on page 2', async ({ openAs }) => {
    for (let i = 0; i < 6; i++) await gqlOk(site.url, 'mutation($email: String!) { subscribe(email: $email) { email } }', { email: `reader-${i}-${randomId(3)}@seo-agency.test` });
    const page = await openAs(DEMO.admin, '/all-subscriber');
    const table = page.getByRole('table', { name: 'All subscribers' });
    await table.waitFor();
    const pager = page.getByRole('navigation', { name: 'Pages of all subscribers' });
    await pager.getByRole('link', { name: 'Page 2', exact: true }).click();
    await page.waitForURL(`${site.url}/all-subscriber?page=2`);
    const current = pager.locator('[aria-current="page"]');
    await waitFor(async () => (await current.innerText()) === '2', { what: 'page 2 shown' });
    const rows = await table.locator('tbody').innerText();

    await page.reload();
    await table.waitFor();
    assert.equal(page.url(), `${site.url}/all-subscriber?page=2`);
    await waitFor(async () => (await current.innerText()) === '2', { what: 'page 2 shown after the reload' });
    assert.equal(await table.locator('tbody').innerText(), rows);
    assertClean(page);
  });

  test('on a phone the admin navigation is one row that scrolls sideways, its edge shaded', async ({ openAs }) => {
    const page = await openAs(DEMO.admin, '/setting', { mobile: true });
    // The screen's own frame (after the access check's) is the one that stays.
    await page.getByRole('list', { name: 'Site content' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Admin' }).getByRole('list');
    const style = await nav.evaluate((ul) => {
      const s = getComputedStyle(ul);
      return { overflowX: s.overflowX, snap: s.scrollSnapType.split(' ')[0], layers: s.backgroundImage.split('gradient(').length - 1, scrolls: ul.scrollWidth > ul.clientWidth };
    });
    assert.deepEqual(style, { overflowX: 'auto', snap: 'x', layers: 4, scrolls: true });
    await screenshot(page, 'admin-nav-mobile');
    assertClean(page);
  });
});

test.describe('Content Security Policy (style-src without unsafe-inline)', () => {
  test('no page, public or admin, reports a CSP violation', async ({ openAs }) => {
    test.slow(); // many pages, and a job that runs as the server starts
    const { routes } = JSON.parse(await readFile(new URL('../web/routes.json', import.meta.url), 'utf8'));
    const paths = routes.filter((r) => !r.path.includes(':')).map((r) => r.path);
    assert.ok(paths.length > 30, `only ${paths.length} pages to visit`);
    const page = await openAs(DEMO.admin, '/admin');
    for (const path of paths) {
      await page.goto(site.url + path, { waitUntil: 'networkidle' });
    }
    // Chromium reports every refused inline style or script as a console error.
    const violations = page.consoleErrors.filter((m) => /Content Security Policy/i.test(m));
    assert.deepEqual(violations, [], 'CSP violations');
  });
});
