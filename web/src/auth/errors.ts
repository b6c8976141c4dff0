/** Identity-service error codes shown as human sentences beneath the auth forms. */
const MESSAGES: Record<string, string> = {
  'auth/network-request-failed': 'We could not reach the sign-in service. Check your connection and try again.',
  'auth/popup-blocked': 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before signing in finished.',
  'auth/cancelled-popup-request': 'Another sign-in window is already open.',
  'auth/unauthorized-domain': 'Sign-in is not enabled for this web address. Please contact us.',
  'auth/user-mismatch': 'The account you chose is not the one that is signed in.',
  'auth/invalid-api-key': 'Sign-in is not configured correctly on this site. Please contact us.',
  'auth/api-key-not-valid.-please-pass-a-valid-api-key.': 'Sign-in is not configured correctly on this site. Please contact us.',
  'auth/invalid-credential': 'The email or password is incorrect.',
  'auth/invalid-login-credentials': 'The email or password is incorrect.',
  'auth/wrong-password': 'The email or password is incorrect.',
  'auth/user-not-found': 'The email or password is incorrect.',
  'auth/invalid-email': 'That email address is not valid.',
  'auth/missing-email': 'Please enter your email address.',
  'auth/missing-password': 'Please enter your password.',
  'auth/user-disabled': 'This account has been disabled. Please contact us.',
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/email-already-in-use': 'An account with this email already exists. Try logging in instead.',
  'auth/weak-password': 'That password is too weak. Use at least 6 characters.',
  'auth/operation-not-allowed': 'This sign-in method is not enabled. Please contact us.',
  'auth/account-exists-with-different-credential':
    'An account already exists with this email using a different sign-in method.',
  'auth/internal-error': 'Something went wrong while signing in. Please try again.',
};

export function authErrorMessage(err: unknown): string {
  const code = typeof err === 'object' && err !== null && 'code' in err ? String((err as { code: unknown }).code) : '';
  if (code && MESSAGES[code]) return MESSAGES[code];
  if (code) return `Sign-in failed (${code.replace(/^auth\//, '').replace(/-/g, ' ')}). Please try again.`;
  return 'Sign-in is not available right now. Please try again later.';
}
