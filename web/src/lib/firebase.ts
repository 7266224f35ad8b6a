// One Firebase app for the SPA, and its Auth. Auth uses initializeAuth without the popup resolver: it is passed
// only at the Google sign-in call, so the page does not load Google's gapi script at start. Firestore lives in
// lib/firestore.ts, so that importing Auth does not bring the Firestore SDK along.
import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, initializeAuth } from 'firebase/auth';
import { emulatorHost, firebaseConfig, usesEmulators } from './firebase-config';

export const firebaseApp = initializeApp(firebaseConfig);

export const auth = initializeAuth(firebaseApp, { persistence: browserLocalPersistence });

if (usesEmulators) {
  const authEmulator = emulatorHost(9099);
  connectAuthEmulator(auth, `http://${authEmulator.host}:${authEmulator.port}`, { disableWarnings: true });
}
