// Browser test of passkeys as a second factor, in Chromium with the DevTools virtual
// authenticator (CTAP2, internal, resident keys, user verification): the demo Owner sets
// up an authenticator app at the first sign-in, adds a passkey on /admin/security, passes
// the prompt of the next sign-in with it; a passkey removed while a sign-in answers with
// it is refused; each step is a line of the audit log. The site runs at localhost: a
// passkey's relying party id is the host of PUBLIC_URL and cannot be an IP address.
//
// (npx playwright test passkeys, from e2e/; see playwright.config.mjs)

import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { staffList, totp } from './authenticator.mjs';
import { DEMO, toast } from './harness.mjs';

test.use({ siteOptions: { adminEmails: [DEMO.admin.email], host: 'localhost', env: { SECOND_FACTOR: 'required' } } });

/** A virtual platform authenticator (a laptop's fingerprint reader) in page's browser context. */
async function authenticator(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    /** The same device's keys: a passkey synced to (or the laptop used by) another browser. */
    add: (credential) => cdp.send('WebAuthn.addCredential', { authenticatorId, credential }),
  };
}

test('a staff member adds a passkey, passes the second factor with it, and a removed passkey is refused', async ({ site, openAs }) => {
  test.setTimeout(120_000);
  /** A fresh browser signed in as the demo Owner, on /admin/users. */
  const signedIn = () => openAs(DEMO.admin, '/admin/users');

  // First sign-in: the Owner's role needs a second factor; the app is set up.
  const first = await signedIn();
  const setUp = first.getByRole('dialog', { name: 'Set up your authenticator app' });
  const secret = await setUp.getByTestId('totp-secret').textContent();
  await setUp.getByLabel('Code from your app').fill(totp(secret, Date.now()));
  await setUp.getByRole('button', { name: 'Confirm' }).click();
  await first.getByRole('dialog', { name: 'Your recovery codes' }).getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await test.expect(staffList(first)).toContainText(DEMO.admin.email);

  // A passkey is added on /admin/security: a name is needed first.
  const laptop = await authenticator(first);
  await first.goto(`${site.url}/admin/security`);
  const passkeys = first.getByRole('table', { name: 'Passkeys' });
  await test.expect(first.getByText('No passkeys yet.')).toBeVisible();
  await first.getByRole('button', { name: 'Add a passkey' }).click();
  await test.expect(first.getByText('Name the passkey (for example "Work laptop")')).toBeVisible();
  await first.getByLabel('Passkey name').fill('Work laptop');
  await first.getByRole('button', { name: 'Add a passkey' }).click();
  await test.expect(toast(first, 'Passkey “Work laptop” added.')).toBeVisible();
  await test.expect(passkeys.getByRole('row')).toHaveCount(2); // a header and the passkey
  await test.expect(passkeys).toContainText('Never');
  const [credential] = await laptop.credentials();
  assert.equal(credential.rpId, 'localhost');
  assert.equal(credential.isResidentCredential, true);
  await first.screenshot({ path: '.artifacts/passkeys-security.png', fullPage: true });

  // The next sign-in (another browser with the same device's key) passes with the passkey.
  const second = await signedIn();
  await (await authenticator(second)).add(credential);
  const prompt = second.getByRole('dialog', { name: 'Second factor' });
  await prompt.getByRole('button', { name: 'Use a passkey' }).click();
  await test.expect(staffList(second)).toContainText(DEMO.admin.email);
  await test.expect(prompt).toBeHidden();
  await second.goto(`${site.url}/admin/security`);
  await test.expect(second.getByRole('table', { name: 'Passkeys' })).not.toContainText('Never'); // its last use

  // A third sign-in answers with the passkey, which the second removes meanwhile: refused.
  const third = await signedIn();
  await (await authenticator(third)).add(credential);
  await third.route('**/api/staff/second-factor/passkey', async (route) => {
    await second.getByRole('button', { name: 'Remove passkey Work laptop' }).click();
    await second.getByRole('dialog', { name: 'Remove passkey “Work laptop”?' }).getByRole('button', { name: 'Remove passkey' }).click();
    await test.expect(toast(second, 'Passkey “Work laptop” removed.')).toBeVisible();
    await route.continue();
  });
  const refused = third.getByRole('dialog', { name: 'Second factor' });
  await refused.getByRole('button', { name: 'Use a passkey' }).click();
  await test.expect(refused).toContainText('That passkey was not accepted');
  await test.expect(staffList(third)).toBeHidden();
  await test.expect(second.getByText('No passkeys yet.')).toBeVisible();

  // The next sign-in offers no passkey: the app's code, or a recovery code.
  const fourth = await signedIn();
  const codeOnly = fourth.getByRole('dialog', { name: 'Second factor' });
  await test.expect(codeOnly.getByLabel('Code from your app, or a recovery code')).toBeVisible();
  await test.expect(codeOnly.getByRole('button', { name: 'Use a passkey' })).toHaveCount(0);

  // The audit log has each step, and never a key or a challenge.
  const lines = site
    .sql(`SELECT summary FROM audit_entries WHERE actor_email = '${DEMO.admin.email}' AND action = 'second_factor' ORDER BY seq`)
    .map(([l]) => l);
  assert.deepEqual(lines.slice(0, 4), [
    'authenticator app set up',
    'passkey "Work laptop" added',
    'second factor passed with passkey "Work laptop"',
    'passkey "Work laptop" removed',
  ]);
  assert.equal(lines.length, 5);
  assert.match(lines[4], /^second factor failed: That passkey was not accepted \(.+\)/);
});
