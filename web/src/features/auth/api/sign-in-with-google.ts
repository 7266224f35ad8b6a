// Google popup sign-in. The popup resolver is passed here only, so gapi is loaded on this click, never at start.
// The popup must open within the click's user activation: the sign-in screens load Auth as they open (AuthCard),
// so by the click `loadAuth()` is an already settled promise.
import type { User } from 'firebase/auth';
import { loadAuth } from '../../../lib/auth/load-auth';

export async function signInWithGoogle(): Promise<User> {
  const [{ browserPopupRedirectResolver, GoogleAuthProvider, signInWithPopup }, { auth }] = await loadAuth();
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  const credential = await signInWithPopup(auth, provider, browserPopupRedirectResolver);
  return credential.user;
}
