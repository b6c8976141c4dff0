// What the second-factor tests (secondfactor, passkeys) share: the authenticator app, and
// the page every sign-in of theirs lands on.
import { createHmac } from 'node:crypto';

/** RFC 6238's code (SHA-1, 6 digits, 30 s) of a base32 key at time ms: what an authenticator app shows. */
export function totp(secret, ms) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(ms / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const at = mac[mac.length - 1] & 0x0f;
  return String((mac.readUInt32BE(at) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** The table of /admin/users, where a staff member who passed the second factor lands. */
export const staffList = (page) => page.getByRole('table', { name: 'Admin users' });
