// One Firebase app for the SPA. Auth uses initializeAuth without the popup resolver: it is passed only at the
// Google sign-in call, so the page does not load Google's gapi script at start.
import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, initializeAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { emulatorHost, firebaseConfig, usesEmulators } from './firebase-config';

export const firebaseApp = initializeApp(firebaseConfig);

export const auth = initializeAuth(firebaseApp, { persistence: browserLocalPersistence });
export const firestore = getFirestore(firebaseApp);

if (usesEmulators) {
  const authEmulator = emulatorHost(9099);
  connectAuthEmulator(auth, `http://${authEmulator.host}:${authEmulator.port}`, { disableWarnings: true });
  const firestoreEmulator = emulatorHost(8080);
  connectFirestoreEmulator(firestore, firestoreEmulator.host, firestoreEmulator.port);
}
