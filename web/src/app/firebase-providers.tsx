// reactfire's providers, for the screens that read Firestore through its hooks (purchase, payment, dashboard,
// admin). Loaded with those lazy routes (router.tsx), never by the first paint: reactfire brings the full Firestore
// SDK (~125 kB gzip). The home page reads the REST API instead.
import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { auth, firebaseApp } from '../lib/firebase';
import { firestore } from '../lib/firestore';

export function FirebaseProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>{children}</FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
