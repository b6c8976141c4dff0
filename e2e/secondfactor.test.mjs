// Browser test of the second factor (SECOND_FACTOR=required, as in production): the demo
// Owner's first sign-in sets up an authenticator app (its code computed here from the key
// the page shows) and gets recovery codes once; the next sign-in asks for a code; a
// recovery code passes once, and is refused the second time; signing out everywhere ends
// the other sign-ins. The other files' servers run
// with SECOND_FACTOR=off (harness.mjs): their tests sign in as the demo admin many times.
//
// (npx playwright test secondfactor, from e2e/; see playwright.config.mjs)

import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { totp } from './authenticator.mjs';
import { DEMO, signIn, toast } from './harness.mjs';

test.use({ siteOptions: { adminEmails: [DEMO.admin.email], env: { SECOND_FACTOR: 'required' } } });

test('a staff member sets up an app, passes the code at the next sign-in, and a recovery code works once', async ({ site, newPage }) => {
  test.setTimeout(90_000);
  /** A fresh browser signed in as the demo Owner, on /admin/users. */
  const signedIn = async () => {
    const page = await newPage();
    await page.goto(`${site.url}/admin/users`, { waitUntil: 'domcontentloaded' });
    await page.waitForURL(`${site.url}/login`);
    await signIn(page, DEMO.admin);
    await page.waitForURL(`${site.url}/admin/users`);
    return page;
  };
  const staffList = (page) => page.getByRole('table', { name: 'Admin users' });

  // First sign-in: no app yet, so the prompt sets one up.
  const first = await signedIn();
  const setUp = first.getByRole('dialog', { name: 'Set up your authenticator app' });
  await setUp.getByRole('img', { name: /QR code/ }).waitFor();
  await first.screenshot({ path: '.artifacts/second-factor-set-up.png' });
  const secret = await setUp.getByTestId('totp-secret').textContent();
  assert.match(secret, /^[A-Z2-7]{16,}$/);
  await setUp.getByLabel('Code from your app').fill(totp(secret, Date.now()));
  await setUp.getByRole('button', { name: 'Confirm' }).click();
  const saved = first.getByRole('dialog', { name: 'Your recovery codes' });
  const list = saved.getByRole('list', { name: 'Recovery codes' });
  await test.expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = await list.getByRole('listitem').allTextContents();
  await first.screenshot({ path: '.artifacts/second-factor-recovery-codes.png' });
  assert.equal(codes.length, 10);
  await saved.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await test.expect(staffList(first)).toContainText(DEMO.admin.email);

  // Next sign-in: a code of the app (the next one: a code is taken once).
  const second = await signedIn();
  const challenge = second.getByRole('dialog', { name: 'Second factor' });
  const field = challenge.getByLabel('Code from your app, or a recovery code');
  await field.fill('000000' === totp(secret, Date.now()) ? '111111' : '000000');
  await challenge.getByRole('button', { name: 'Verify' }).click();
  await test.expect(challenge).toContainText('That code is not right');
  await field.fill(totp(secret, Date.now() + 30_000));
  await challenge.getByRole('button', { name: 'Verify' }).click();
  await test.expect(staffList(second)).toContainText(DEMO.admin.email);
  await test.expect(challenge).toBeHidden();

  // A recovery code passes once…
  const third = await signedIn();
  const again = third.getByRole('dialog', { name: 'Second factor' });
  await again.getByLabel('Code from your app, or a recovery code').fill(codes[4]);
  await again.getByRole('button', { name: 'Verify' }).click();
  await test.expect(staffList(third)).toContainText(DEMO.admin.email);

  // …and never again.
  const fourth = await signedIn();
  const refused = fourth.getByRole('dialog', { name: 'Second factor' });
  await refused.getByLabel('Code from your app, or a recovery code').fill(codes[4]);
  await refused.getByRole('button', { name: 'Verify' }).click();
  await test.expect(refused).toContainText('That code is not right');
  await test.expect(staffList(fourth)).toBeHidden();

  // The account security page lists the sign-ins and the codes left.
  await third.goto(`${site.url}/admin/security`);
  await test.expect(third.getByText('Recovery codes left: 9.')).toBeVisible();
  await test.expect(third.getByRole('table', { name: 'Recent sign-ins' }).getByRole('row')).toHaveCount(5); // a header and four sign-ins
  await third.screenshot({ path: '.artifacts/account-security.png', fullPage: true });

  // A new phone: the app is removed (its recovery codes with it); the next sign-in sets one up.
  await third.getByRole('button', { name: 'Remove authenticator app' }).click();
  await third.getByRole('dialog', { name: 'Remove your authenticator app?' }).getByRole('button', { name: 'Remove authenticator app' }).click();
  await test.expect(toast(third, 'Your authenticator app is removed.')).toBeVisible();
  await test.expect(third.getByText('Authenticator app: not set up. Recovery codes left: 0.')).toBeVisible();

  // Signing out everywhere ends the other sign-ins too: their next request is refused.
  await third.getByRole('button', { name: 'Sign out everywhere' }).click();
  await third.getByRole('dialog', { name: 'Sign out everywhere?' }).getByRole('button', { name: 'Sign out everywhere' }).click();
  await third.waitForURL(`${site.url}/login`);
  await second.reload();
  // Signed out by the identity SDK (its refresh token is revoked), or refused by the server.
  await test.expect(async () => {
    const ended = second.url() === `${site.url}/login` || (await second.getByText('Your session has ended. Please sign in again.').isVisible());
    assert.ok(ended, `still signed in at ${second.url()}`);
  }).toPass();
  await test.expect(staffList(second)).toBeHidden();

  // Each step is in the audit log, and no code is.
  const lines = site.sql(`SELECT action || ': ' || summary FROM audit_entries WHERE actor_email = '${DEMO.admin.email}' AND action IN ('sign_in', 'second_factor') ORDER BY seq`).map(([l]) => l);
  assert.deepEqual(lines.filter((l) => l.startsWith('second_factor')), [
    'second_factor: authenticator app set up',
    'second_factor: second factor failed: That code is not right: enter the 6-digit code your authenticator app shows now, or one of your recovery codes.',
    'second_factor: second factor passed',
    'second_factor: recovery code used',
    'second_factor: second factor failed: That code is not right: enter the 6-digit code your authenticator app shows now, or one of your recovery codes.',
    'second_factor: authenticator app removed',
    'second_factor: signed out everywhere',
  ]);
  assert.equal(lines.filter((l) => l === 'sign_in: signed in to the admin area').length, 4);
  assert.ok(!lines.some((l) => codes.some((c) => l.includes(c))));
});
