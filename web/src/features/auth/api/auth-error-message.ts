// Firebase Auth errors in words a visitor understands (shown in red under the form's button, SPEC §8).
import { NETWORK_ERROR_MESSAGE } from '../../../lib/network-error';

const messages: Record<string, string> = {
  'auth/invalid-credential': 'Wrong email or password.',
  'auth/invalid-login-credentials': 'Wrong email or password.',
  'auth/wrong-password': 'Wrong email or password.',
  // One answer whether or not the address has an account (no sign-in screen tells which addresses do).
  'auth/user-not-found': 'Wrong email or password.',
  'auth/email-already-in-use': 'An account with this email address already exists.',
  'auth/weak-password': 'Please choose a stronger password.',
  'auth/invalid-email': 'Please enter valid email address',
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/network-request-failed': NETWORK_ERROR_MESSAGE,
  'auth/popup-closed-by-user': 'The Google sign-in window was closed before signing in.',
  'auth/cancelled-popup-request': 'The Google sign-in window was closed before signing in.',
  'auth/account-exists-with-different-credential':
    'An account with this email address already exists: sign in with its email and password.',
  'auth/popup-blocked': 'The browser blocked the Google sign-in window. Allow pop-ups for this site and try again.',
};

export function authErrorMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && messages[code]) return messages[code];
  if (error instanceof Error) return error.message;
  return 'Something went wrong. Please try again.';
}
