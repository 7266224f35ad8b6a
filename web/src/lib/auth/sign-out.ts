// Logout (SPEC §2, §4): signs out of Firebase Auth and clears the stored access token.
import { clearAccessToken } from './access-token';
import { loadAuth } from './load-auth';

export async function signOutEverywhere(): Promise<void> {
  clearAccessToken();
  const [{ signOut }, { auth }] = await loadAuth();
  await signOut(auth);
}
