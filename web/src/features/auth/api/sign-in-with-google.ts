// Google popup sign-in. The popup resolver is passed here only, so gapi is loaded on this click, never at start.
import { browserPopupRedirectResolver, GoogleAuthProvider, signInWithPopup, type User } from 'firebase/auth';
import { auth } from '../../../lib/firebase';

export async function signInWithGoogle(): Promise<User> {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  const credential = await signInWithPopup(auth, provider, browserPopupRedirectResolver);
  return credential.user;
}
