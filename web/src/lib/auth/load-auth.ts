// Firebase Auth, loaded on demand: the SDK (~30 kB gzip) is not part of the home page's first paint.
// Everything outside the auth screens reaches Auth through here; one shared promise, one Auth instance.
type AuthModules = [typeof import('firebase/auth'), typeof import('../firebase')];

let loading: Promise<AuthModules> | undefined;

export function loadAuth(): Promise<AuthModules> {
  loading ??= Promise.all([import('firebase/auth'), import('../firebase')]);
  return loading;
}
