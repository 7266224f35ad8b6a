import { sendPasswordResetEmail } from 'firebase/auth';
import type { ResetPasswordInput } from '@toolshop/domain';
import { auth } from '../../../lib/firebase';

export async function sendPasswordReset(input: ResetPasswordInput): Promise<void> {
  await sendPasswordResetEmail(auth, input.email);
}
