import type { ResetPasswordInput } from '@toolshop/domain';
import { loadAuth } from '../../../lib/auth/load-auth';

/**
 * Sends the reset email. An address without an account answers as a sent email does (what Firebase's email
 * enumeration protection does in production): the page must never tell anyone which addresses have accounts.
 */
export async function sendPasswordReset(input: ResetPasswordInput): Promise<void> {
  const [{ sendPasswordResetEmail }, { auth }] = await loadAuth();
  try {
    await sendPasswordResetEmail(auth, input.email);
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code !== 'auth/user-not-found') throw error;
  }
}
