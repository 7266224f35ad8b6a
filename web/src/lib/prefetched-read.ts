// The app's one set of prefetched reads (prefetched-reads.ts): the session's ID token through the API client. A
// browser that holds no sign-in asks nothing and does not load Firebase Auth for it (auth/session-hint.ts).
import { apiRequest } from './api-client';
import { loadAuth } from './auth/load-auth';
import { mayBeSignedIn } from './auth/session-hint';
import { PrefetchedReads } from './prefetched-reads';

const reads = new PrefetchedReads({
  signedInUid: async () => {
    if (!mayBeSignedIn()) return undefined;
    const [, { auth }] = await loadAuth();
    await auth.authStateReady();
    return auth.currentUser?.uid;
  },
  read: (path) => apiRequest('GET', path),
  now: () => Date.now(),
});

/** Starts a signed-in GET of `path` for a screen about to mount. */
export const prefetchSignedInRead = (path: string): void => reads.prefetch(path);

/** The prefetched GET of `path`, once, if one is waiting. */
export const takePrefetchedRead = <T>(path: string): Promise<T> | undefined => reads.take<T>(path);
