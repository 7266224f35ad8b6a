// Registration (SPEC §2, §7): create the account, set its display name, send the verification email.
import type { User } from 'firebase/auth';
import type { SignUpInput } from '@toolshop/domain';
import { loadAuth } from '../../../lib/auth/load-auth';

/** The new, signed-in account, and whether its verification email went out. */
export async function signUp(input: SignUpInput): Promise<{ user: User; verificationSent: boolean }> {
  const [{ createUserWithEmailAndPassword, sendEmailVerification, updateProfile }, { auth }] = await loadAuth();
  const { user } = await createUserWithEmailAndPassword(auth, input.email, input.password);
  await updateProfile(user, { displayName: input.name });
  // A fresh ID token carries the display name to the API's user upsert.
  await user.getIdToken(true);
  try {
    await sendEmailVerification(user);
    return { user, verificationSent: true };
  } catch {
    // The account exists and is signed in all the same: the page says the email did not go out.
    return { user, verificationSent: false };
  }
}
