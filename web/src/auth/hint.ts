/**
 * A one-bit, non-secret hint kept in localStorage: "this browser was signed in last time".
 * It lets the header show Dashboard instead of Login on first paint without loading the
 * identity SDK; the SDK confirms (or corrects) it once loaded.
 */
const KEY = 'seo-agency.signed-in';

export function readSignedInHint(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function writeSignedInHint(signedIn: boolean): void {
  try {
    if (signedIn) globalThis.localStorage?.setItem(KEY, '1');
    else globalThis.localStorage?.removeItem(KEY);
  } catch {
    /* storage unavailable (private mode): the hint is only an optimisation */
  }
}
