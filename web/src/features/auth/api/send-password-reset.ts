import type { ResetPasswordInput } from '@toolshop/domain';
import { loadAuth } from '../../../lib/auth/load-auth';

export async function sendPasswordReset(input: ResetPasswordInput): Promise<void> {
  const [{ sendPasswordResetEmail }, { auth }] = await loadAuth();
  await sendPasswordResetEmail(auth, input.email);
}
