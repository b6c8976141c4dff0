// Browser test of GraphiQL in production (APP_ENV=production, a server of its own): served by the site itself
// at /graphiql, it opens for an API key pasted into it and runs the key's queries within
// its cost budget; a visitor gets the page that says who may use it, and GraphiQL itself
// is not loaded. Outside production (the file's site), a signed-in admin's GraphiQL sends
// their session's token with each query.
//
// (npx playwright test graphiql, from e2e/; see playwright.config.mjs)

import assert from 'node:assert/strict';
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from './fixtures.mjs';
import { createDatabase, DEMO, dropDatabase, runGraphiQLDefaultQuery, screenshot, serverCommand, signIn, startSite, waitFor } from './harness.mjs';

test.use({ siteOptions: { adminEmails: [DEMO.admin.email] } });

/** The environment of a production server (the site itself is this machine's: no Firebase, no mail is reached). */
const PRODUCTION = {
  APP_ENV: 'production',
  FIREBASE_AUTH_EMULATOR_HOST: undefined, // production refuses the emulator
  FIREBASE_PROJECT_ID: 'real-project',
  FIREBASE_API_KEY: 'AIzaSyReal',
  FIREBASE_AUTH_DOMAIN: 'real-project.firebaseapp.com',
  SECOND_FACTOR: 'required',
  MAIL_FROM: 'Shop <shop@example.com>',
  LINK_SECRET: 'k'.repeat(32),
};

/**
 * A service account of its own for the Firebase Admin SDK, which production requires (to check
 * revoked tokens): a fresh key, and a token address on a closed local port, so nothing reaches
 * Google (this test signs no one in with Firebase).
 */
function serviceAccount() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const dir = mkdtempSync(join(tmpdir(), 'graphiql-e2e-'));
  const file = join(dir, 'service-account.json');
  writeFileSync(
    file,
    JSON.stringify({
      type: 'service_account',
      project_id: 'real-project',
      private_key_id: 'test',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
      client_email: 'e2e@real-project.iam.gserviceaccount.com',
      client_id: '1',
      token_uri: 'http://127.0.0.1:9/token',
    }),
  );
  return file;
}

/** A production server on a database migrated first (`server migrate`, as a deployment does). */
async function startProduction() {
  const db = createDatabase();
  try {
    serverCommand(['migrate'], { DATABASE_URL: db.url });
    const site = await startSite({ database: db, env: { ...PRODUCTION, GOOGLE_APPLICATION_CREDENTIALS: serviceAccount() } });
    const stop = site.stop;
    site.stop = async () => {
      await stop();
      dropDatabase(db.name);
    };
    return site;
  } catch (err) {
    dropDatabase(db.name);
    throw err;
  }
}

/** Stores an API key with scopes as the admin's screen would (its SHA-256 only); returns its secret. */
function makeKey(site, name, scopes) {
  const secret = `sk_live_${randomBytes(32).toString('base64url')}`;
  const hash = createHash('sha256').update(secret).digest('hex');
  site.sql(
    `INSERT INTO api_keys (created_at, name, prefix, secret_hash, scopes, allowed_cidrs, created_by)
     VALUES (now(), '${name}', '${secret.slice(0, 12)}', decode('${hash}', 'hex'), '${JSON.stringify(scopes)}', '[]', 'owner@example.com')`,
  );
  return secret;
}

/** Every request of the page to the site: method, path, Authorization header, and the answer's body when it is /graphql's. */
function recordRequests(page) {
  const seen = [];
  page.on('response', async (res) => {
    const req = res.request();
    const entry = { method: req.method(), path: new URL(req.url()).pathname, authorization: (await req.allHeaders()).authorization ?? null };
    if (entry.path === '/graphql') entry.body = await res.text().catch(() => '');
    seen.push(entry);
  });
  return seen;
}

test('in production GraphiQL opens for a pasted API key, from the site alone, and refuses a visitor', async ({ newPage }) => {
  const site = await startProduction();
  try {
    await inProduction(site, newPage);
  } catch (err) {
    site.printLogs('the production server');
    throw err;
  } finally {
    await site.stop();
  }
});

async function inProduction(site, newPage) {
  const secret = makeKey(site, 'integration', ['public:read', 'orders:read']);
  const page = await newPage();
  const requests = recordRequests(page);
  const response = await page.goto(`${site.url}/graphiql`, { waitUntil: 'domcontentloaded' });
  assert.equal(response.status(), 200);

  // A visitor: the page says who may use it; GraphiQL is not loaded.
  await test.expect(page.getByRole('heading', { name: "GraphiQL is for the agency's staff and API key holders" })).toBeVisible({ timeout: 30_000 });
  await test.expect(page.getByRole('status')).toHaveText('You are not signed in as staff.');
  assert.equal(await page.locator('.graphiql-container').count(), 0);
  const probe = requests.find((r) => r.path === '/graphql');
  assert.ok(probe && /PERSISTED_QUERY_REQUIRED/.test(probe.body), `the probe's answer: ${probe?.body}`);

  // A wrong key is refused with the server's reason.
  await page.getByLabel('API key').fill(`sk_live_${'A'.repeat(43)}`);
  await page.getByRole('button', { name: 'Use this key' }).click();
  await test.expect(page.getByRole('alert')).toContainText(/not valid|unknown|API key/i);
  await screenshot(page, 'graphiql-refused');
  assert.equal(await page.locator('.graphiql-container').count(), 0);

  // The key opens it, and its queries run with the key (and their cost told).
  await page.getByLabel('API key').fill(secret);
  await page.getByRole('button', { name: 'Use this key' }).click();
  await page.locator('.graphiql-container').waitFor({ timeout: 60_000 });
  await runGraphiQLDefaultQuery(page);
  assert.ok(
    requests.filter((r) => r.path === '/graphql' && r.authorization).every((r) => r.authorization === `Bearer ${secret}` || r.authorization.startsWith('Bearer sk_live_A')),
    `a query went without the key: ${JSON.stringify(requests.map((r) => [r.path, r.authorization]))}`,
  );
  const answered = requests.filter((r) => r.path === '/graphql' && r.authorization === `Bearer ${secret}` && /"data"/.test(r.body ?? ''));
  assert.ok(answered.some((r) => /"requestedQueryCost"/.test(r.body)), 'no answer told its cost');

  // Nothing came from another host; every file is the site's.
  assert.deepEqual(page.blockedRequests, [], 'no requests to other hosts');
  assert.deepEqual(page.pageErrors, [], 'no uncaught errors in the page');
  const other = page.consoleErrors.filter((e) => !/status of 40[01]/.test(e)); // the refused probe and key
  assert.deepEqual(other, [], 'no other errors in the console');
}

test('outside production a signed-in admin’s GraphiQL sends their session’s token', async ({ site: dev, newPage }) => {
  {
    const page = await newPage();
    await page.goto(`${dev.url}/login`, { waitUntil: 'domcontentloaded' });
    await signIn(page, DEMO.admin);
    await page.waitForURL(/\/(dashboard|admin)/);
    const requests = recordRequests(page);
    await page.goto(`${dev.url}/graphiql`, { waitUntil: 'domcontentloaded' });
    await page.locator('.graphiql-container').waitFor({ timeout: 60_000 });
    await waitFor(() => requests.some((r) => r.path === '/graphql' && /^Bearer ey/.test(r.authorization ?? '')), {
      timeout: 30_000,
      what: 'a request to /graphql with the admin’s ID token',
    });
    assert.deepEqual(page.blockedRequests, [], 'no requests to other hosts');
  }
});
