// Google popup sign-in. The popup resolver is passed here only, so gapi is loaded on this click, never at start.
// The popup opens within the click's user activation (seconds in current browsers): Auth starts loading at the
// press (AuthCard), so the wait before the popup is at most that load.
import type { User } from 'firebase/auth';
import { loadAuth } from '../../../lib/auth/load-auth';

export async function signInWithGoogle(): Promise<User> {
  const [{ browserPopupRedirectResolver, GoogleAuthProvider, signInWithPopup }, { auth }] = await loadAuth();
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  const credential = await signInWithPopup(auth, provider, browserPopupRedirectResolver);
  return credential.user;
}
