// Logout (SPEC §2, §4): signs out of Firebase Auth and clears the stored access token.
import { signOut } from 'firebase/auth';
import { auth } from '../firebase';
import { clearAccessToken } from './access-token';

export async function signOutEverywhere(): Promise<void> {
  clearAccessToken();
  await signOut(auth);
}
