// reactfire's providers, for the screens that read Firestore through its hooks (purchase, payment, dashboard,
// admin). Loaded with those lazy routes (router.tsx), never by the first paint: reactfire brings the full Firestore
// SDK (~125 kB gzip). The home page reads the REST API instead.
import { useEffect, type ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { auth, firebaseApp } from '../lib/firebase';
import { firestore } from '../lib/firestore';
import { registerCart } from '../lib/cart-link';
import { cartLink, startCart } from '../features/cart/api/cart-store';

// The cart comes with Firestore: every screen that reads it follows the cart live (the header's count, a sign-in's
// merge) and may add to it (lib/cart-link.ts).
registerCart(cartLink);

export function FirebaseProviders({ children }: { children: ReactNode }) {
  useEffect(startCart, []);
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>{children}</FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
