// The Firestore instance of the SPA, apart from lib/firebase.ts (app + Auth): the full Firestore SDK is the
// largest part of the bundle (~125 kB gzip with its regex engine and WebChannel), so only code that reads
// Firestore should import this module; then pages that do not can leave the SDK out of their chunks.
import { connectFirestoreEmulator, getFirestore, terminate } from 'firebase/firestore';
import { firebaseApp } from './firebase';
import { emulatorHost, usesEmulators } from './firebase-config';

export const firestore = getFirestore(firebaseApp);

if (usesEmulators) {
  const emulator = emulatorHost(8080);
  connectFirestoreEmulator(firestore, emulator.host, emulator.port);
}

const beforeEnd = new Set<() => void>();

/**
 * `stop` runs as the page is discarded, before Firestore ends: a listener that matches many changes (a whole
 * collection) is removed target by target, since the Firestore emulator keeps a closed channel's targets and
 * queues every change they match. Returns the unregistration.
 */
export function stopBeforeFirestoreEnds(stop: () => void): () => void {
  beforeEnd.add(stop);
  return () => beforeEnd.delete(stop);
}

// A page being discarded (closed, or left without the back/forward cache keeping it) ends its listen channel: the
// WebChannel's close goes out as a beacon, and the backend drops the page's listeners rather than keep queueing
// changes for a client that is gone. A page the cache keeps (persisted) keeps its instance for its return.
addEventListener('pagehide', (event) => {
  if (event.persisted) return;
  for (const stop of beforeEnd) stop();
  void terminate(firestore);
});
