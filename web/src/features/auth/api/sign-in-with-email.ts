import { signInWithEmailAndPassword, type User } from 'firebase/auth';
import type { LoginInput } from '@toolshop/domain';
import { auth } from '../../../lib/firebase';

export async function signInWithEmail(input: LoginInput): Promise<User> {
  const credential = await signInWithEmailAndPassword(auth, input.email, input.password);
  return credential.user;
}
