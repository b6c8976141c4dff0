// Browser test: steps, testimonials and design items edited in the admin are shown on the
// public site ("How We Work" and "What Our Clients Say" on the home page, "Ready-Made Designs"
// on /service), in the HTML the server paints and in the browser. Chromium against the real
// server on a fresh PostgreSQL database and the Firebase Auth emulator.
//
// (npx playwright test items, from e2e/; see playwright.config.mjs)

import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { DEMO, gqlOk, htmlText, randomId, serverPage, signInToken, waitFor } from './harness.mjs';

// A site of this file's own: the test adds content.
test.use({ siteOptions: { adminEmails: [DEMO.admin.email] } });

/** The main region of a public page as the server sends it: its text, and its markup. */
async function paintedMain(url) {
  const res = await fetch(url);
  assert.equal(res.status, 200, url);
  const { root } = serverPage(await res.text());
  assert.ok(root, `${url} is painted on the server`);
  const main = root.slice(root.search(/<main\b/), root.indexOf('</main>'));
  return { text: htmlText(main), html: main };
}

test('a step, a testimonial and a design item added through the admin API appear on the public pages, painted by the server', async ({ site, open }) => {
  const token = await signInToken(DEMO.admin.email, DEMO.admin.password);
  const id = randomId();
  const step = { stepNumber: '05', stepTitle: `Celebrate ${id}`, stepDetails: `We review the year together ${id}.` };
  const quote = { image: '/images/team-3.svg', personName: `Nora Quinn ${id}`, personTitle: 'Owner, Quinn Bakery', desc: `Our phone rings every day now ${id}.` };
  const design = { format: 'YouTube', category: `Thumbnails ${id}`, freeOrPaid: 'Paid', imageLink: '/images/video.svg', canvaLink: 'https://www.canva.com/templates/' };
  await gqlOk(site.url, 'mutation($input: CreateStepInput!) { createStep(input: $input) { id } }', { input: step }, token);
  await gqlOk(site.url, 'mutation($input: CreateTestimonialInput!) { createTestimonial(input: $input) { id } }', { input: quote }, token);
  await gqlOk(site.url, 'mutation($input: CreateDesignItemInput!) { createDesignItem(input: $input) { id } }', { input: design }, token);

  // The server paints its public pages again after a change, in the background.
  const home = await waitFor(
    async () => {
      const m = await paintedMain(`${site.url}/`);
      return m.text.includes(step.stepTitle) && m.text.includes(quote.personName) && m;
    },
    { what: 'the home page painted with the new step and testimonial' },
  );
  assert.ok(home.text.includes('How We Work') && home.text.includes(step.stepDetails), 'the step under "How We Work"');
  assert.ok(home.text.includes('What Our Clients Say') && home.text.includes(quote.desc) && home.text.includes(quote.personTitle), 'the testimonial');
  assert.match(home.html, new RegExp(`<img[^>]*alt="Portrait of ${quote.personName}"[^>]*loading="lazy"`), 'the client portrait, with alt text, loads lazily');
  const service = await waitFor(
    async () => {
      const m = await paintedMain(`${site.url}/service`);
      return m.text.includes(design.category) && m;
    },
    { what: '/service painted with the new design item' },
  );
  assert.ok(service.text.includes('Ready-Made Designs'), 'under "Ready-Made Designs"');
  assert.match(service.html, new RegExp(`<img[^>]*alt="${design.category} template for YouTube"`), 'the design picture with alt text');

  // In the browser, once the app has taken the page over.
  const { page } = await open('/');
  const steps = page.getByRole('region', { name: 'How We Work' });
  await steps.getByRole('heading', { level: 3, name: step.stepTitle }).waitFor();
  const card = steps.getByRole('listitem').filter({ hasText: step.stepTitle });
  assert.equal((await card.innerText()).replace(/\s+/g, ' ').trim(), `05 ${step.stepTitle} ${step.stepDetails}`);
  const quotes = page.getByRole('region', { name: 'What Our Clients Say' });
  const mine = quotes.getByRole('listitem').filter({ hasText: quote.personName });
  await mine.getByText(quote.desc).waitFor();
  const photo = mine.getByRole('img', { name: `Portrait of ${quote.personName}` });
  await photo.scrollIntoViewIfNeeded();
  await waitFor(() => photo.evaluate((img) => img.complete && img.naturalWidth > 0), { what: 'the client portrait loaded' });
  assert.deepEqual(page.pageErrors, [], 'no uncaught errors on /');

  await page.goto(`${site.url}/service`);
  const gallery = page.getByRole('region', { name: 'Ready-Made Designs' });
  const item = gallery.getByRole('listitem').filter({ hasText: design.category });
  await item.getByRole('heading', { level: 3, name: design.category }).waitFor();
  assert.ok((await item.innerText()).includes('Paid'), 'Free or Paid is shown');
  await item.getByRole('img', { name: `${design.category} template for YouTube` }).waitFor();
  assert.equal(await item.getByRole('link', { name: /in Canva/ }).getAttribute('href'), design.canvaLink);
  assert.deepEqual(page.pageErrors, [], 'no uncaught errors on /service');
  assert.deepEqual(page.blockedRequests, [], 'no requests to other hosts');
});
