import type { User } from 'firebase/auth';
import type { LoginInput } from '@toolshop/domain';
import { loadAuth } from '../../../lib/auth/load-auth';

export async function signInWithEmail(input: LoginInput): Promise<User> {
  const [{ signInWithEmailAndPassword }, { auth }] = await loadAuth();
  const credential = await signInWithEmailAndPassword(auth, input.email, input.password);
  return credential.user;
}
