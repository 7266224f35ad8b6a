// Whether this browser may hold a Firebase sign-in, known without loading Firebase Auth (~30 kB gzip and its
// start-up work): Auth keeps the signed-in user in localStorage (browserLocalPersistence, lib/firebase.ts) under
// `firebase:authUser:<api key>:<app name>`. No such key means no sign-in to restore, so the header shows Login and
// guarded screens send the visitor to /login at once; with one, Auth loads and decides.
const AUTH_USER_KEY_PREFIX = 'firebase:authUser:';

export function mayBeSignedIn(): boolean {
  try {
    for (let i = 0; i < localStorage.length; i += 1) {
      if (localStorage.key(i)?.startsWith(AUTH_USER_KEY_PREFIX)) return true;
    }
    return false;
  } catch {
    return true; // storage unavailable: let Auth decide
  }
}
