// Upgrades without downtime: the previous release's server keeps reading and writing while
// the new release's migrations are applied under it, and beside a new-release replica on the
// same database (docs/operations.md#upgrades-without-downtime). The previous release's binary
// is built by scripts/previous-release.sh (make test does) and named by E2E_PREVIOUS_SERVER_BIN.
//
// (npx playwright test upgrade, from e2e/; see playwright.config.mjs)

import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from '@playwright/test';
import { DEMO, SERVER_BIN, createDatabase, dropDatabase, psql, serverCommand, signInToken, startSite } from './harness.mjs';

const PREVIOUS = process.env.E2E_PREVIOUS_SERVER_BIN;

/** `server migrate` of a binary on the database at url; its output. */
const migrate = (bin, url) => serverCommand(['migrate'], { DATABASE_URL: url }, bin);

/** One REST call; the parsed answer, after checking the status. */
async function rest(site, method, path, { body, token, status = 200 } = {}) {
  const res = await fetch(`${site.url}/api${path}`, {
    method,
    headers: {
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  assert.equal(res.status, status, `${method} ${path} on ${site.url}: ${text}`);
  return text ? JSON.parse(text) : null;
}

test('the previous release reads and writes while the new schema is applied, beside a new replica', async () => {
  test.setTimeout(180_000);
  assert.ok(
    PREVIOUS && existsSync(PREVIOUS),
    `E2E_PREVIOUS_SERVER_BIN must name the previous release's server binary (build it with \`bash scripts/previous-release.sh\`): ${PREVIOUS}`,
  );
  const db = createDatabase();
  const sites = [];
  const start = async (bin) => {
    const site = await startSite({ bin, database: db, adminEmails: [DEMO.admin.email], env: { PAYPAL_EMAIL: 'shop@paypal-sandbox.test' } });
    sites.push(site);
    return site;
  };
  try {
    // The previous release, as deployed: its own migrations, its own server, some writes.
    migrate(PREVIOUS, db.url);
    const before = new Set(psqlVersions(db));
    const previous = await start(PREVIOUS);
    const customer = await signInToken(DEMO.customer.email, DEMO.customer.password);
    const admin = await signInToken(DEMO.admin.email, DEMO.admin.password);
    const order = (site, name) =>
      rest(site, 'POST', '/new-order', {
        token: customer,
        body: { packageName: 'Basic', customerName: name, customerAddress: '1 Upgrade Street', customerCountry: 'Ireland' },
      });
    await rest(previous, 'POST', '/add-subscriber', { body: { email: 'before-upgrade@example.com' } });
    const first = await order(previous, 'Before Upgrade');

    // The upgrade: the new release's migrations, applied while the previous release serves.
    const out = migrate(SERVER_BIN, db.url);
    const added = psqlVersions(db).filter((v) => !before.has(v));
    test.info().annotations.push({ type: 'migrations applied by the upgrade', description: added.join(', ') || 'none' });
    const current = await start(SERVER_BIN);

    // Both releases write, each through its own code, on the new schema.
    await rest(previous, 'POST', '/add-subscriber', { body: { email: 'previous-after@example.com' } });
    await rest(current, 'POST', '/add-subscriber', { body: { email: 'current-after@example.com' } });
    const second = await order(previous, 'Previous After');
    const third = await order(current, 'Current After');
    const [banner] = await rest(previous, 'GET', '/banner');
    await rest(previous, 'PUT', `/update-banner/${banner._id}`, {
      token: admin,
      body: { ...banner, version: banner.version, bannerHeading: 'Written by the previous release' },
    });
    const [seen] = await rest(current, 'GET', '/banner');
    assert.equal(seen.bannerHeading, 'Written by the previous release', 'the new release reads what the previous one wrote');

    // Each release reads every write of both.
    for (const site of [previous, current]) {
      const orders = await rest(site, 'GET', '/orders', { token: customer });
      const ids = orders.map((o) => o._id);
      for (const o of [first, second, third]) assert.ok(ids.includes(o._id), `${site.url} lists order ${o._id} (${o.customerName})`);
      const subscribers = (await rest(site, 'GET', '/subscribers', { token: admin })).map((s) => s.email);
      for (const email of ['before-upgrade@example.com', 'previous-after@example.com', 'current-after@example.com'])
        assert.ok(subscribers.includes(email), `${site.url} lists subscriber ${email}`);
    }
    const [third2] = (await rest(previous, 'GET', '/orders', { token: customer })).filter((o) => o._id === third._id);
    assert.equal(third2.price, third.price, 'the previous release reads the price of an order the new release wrote');
    assert.match(out, /migrations applied/);
  } finally {
    for (const site of sites) await site.stop();
    dropDatabase(db.name);
  }
});

/** The migrations applied to the database. */
const psqlVersions = (db) => psql(db.url, 'select version from schema_migrations order by version').map(([v]) => v);
