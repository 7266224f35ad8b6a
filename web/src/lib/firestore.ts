// The Firestore instance of the SPA, apart from lib/firebase.ts (app + Auth): the full Firestore SDK is the
// largest part of the bundle (~125 kB gzip with its regex engine and WebChannel), so only code that reads
// Firestore should import this module; then pages that do not can leave the SDK out of their chunks.
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { firebaseApp } from './firebase';
import { emulatorHost, usesEmulators } from './firebase-config';

export const firestore = getFirestore(firebaseApp);

if (usesEmulators) {
  const emulator = emulatorHost(8080);
  connectFirestoreEmulator(firestore, emulator.host, emulator.port);
}
