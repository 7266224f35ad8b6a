// Registration (SPEC §2, §7): create the account, set its display name, send the verification email.
import type { User } from 'firebase/auth';
import type { SignUpInput } from '@toolshop/domain';
import { loadAuth } from '../../../lib/auth/load-auth';

export async function signUp(input: SignUpInput): Promise<User> {
  const [{ createUserWithEmailAndPassword, sendEmailVerification, updateProfile }, { auth }] = await loadAuth();
  const { user } = await createUserWithEmailAndPassword(auth, input.email, input.password);
  await updateProfile(user, { displayName: input.name });
  // A fresh ID token carries the display name to the API's user upsert.
  await user.getIdToken(true);
  try {
    await sendEmailVerification(user);
  } catch {
    /* the account exists and is signed in; the email can be re-sent later */
  }
  return user;
}
