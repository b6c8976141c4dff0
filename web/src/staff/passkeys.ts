import type { AuthStore } from '../auth/store';
import { staffApi, StaffApiError, type Passkey } from './api';
import type { StaffGate } from './gate';

// @simplewebauthn/browser is imported only here, when a passkey is used: it stays out of
// the public pages' and the admin area's first JavaScript.
const browser = () => import('@simplewebauthn/browser');

/** The browser's refusal (cancelled, timed out, no passkey here) as a sentence to act on. */
function ceremonyError(e: unknown): Error {
  if (e instanceof StaffApiError) return e;
  const name = (e as { name?: string; cause?: { name?: string } }).cause?.name ?? (e as { name?: string }).name;
  if (name === 'NotAllowedError' || name === 'AbortError')
    return new StaffApiError('The passkey request was cancelled or timed out: try again, or use a code.', 'PASSKEY_CANCELLED');
  if (name === 'InvalidStateError') return new StaffApiError('This passkey is registered already.', 'PASSKEY_EXISTS');
  return new StaffApiError(`Your browser could not use a passkey (${(e as Error).message}).`, 'PASSKEY_UNAVAILABLE');
}

/** Creates a passkey on this device and registers it under name (a sensitive action: the gate may ask for a code first). */
export async function registerPasskey(auth: AuthStore, name: string, gate?: StaffGate): Promise<{ passkey: Passkey; recoveryCodes: string[] | null }> {
  const { startRegistration } = await browser();
  const optionsJSON = await staffApi<Parameters<typeof startRegistration>[0]['optionsJSON']>(auth, 'POST', 'passkeys/options', undefined, gate);
  let response;
  try {
    response = await startRegistration({ optionsJSON });
  } catch (e) {
    throw ceremonyError(e);
  }
  return staffApi(auth, 'POST', 'passkeys', { name, response }, gate);
}

/** Passes this sign-in's second factor with one of the person's passkeys. */
export async function passWithPasskey(auth: AuthStore): Promise<void> {
  const { startAuthentication } = await browser();
  const optionsJSON = await staffApi<Parameters<typeof startAuthentication>[0]['optionsJSON']>(auth, 'POST', 'second-factor/passkey/options');
  let response;
  try {
    response = await startAuthentication({ optionsJSON });
  } catch (e) {
    throw ceremonyError(e);
  }
  await staffApi(auth, 'POST', 'second-factor/passkey', { response });
}
