// Wires the cart feature to the pages that only know lib/cart-link.ts (the header's count, Add to cart) and starts
// it after the page's start-up, only where there is a cart to follow: a browser that may hold a sign-in or whose last
// cart held something, or once someone signs in. Firestore and the cart's code stay out of the first paint.
import { useEffect } from 'react';
import { cartMayHold, registerCart } from '../lib/cart-link';
import { useSession } from '../lib/auth/use-session';
import { mayBeSignedIn } from '../lib/auth/session-hint';

const loadCart = () => import('../features/cart/api/cart-store');
registerCart(() => loadCart().then((store) => (store.startCart(), store.cartLink)));

function startAfterLoad() {
  const start = () => setTimeout(() => loadCart().then((store) => store.startCart(), () => undefined), 1000);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

export function CartStart() {
  const { user } = useSession({ ifSignedInHere: true });
  useEffect(() => {
    if (user || mayBeSignedIn() || cartMayHold()) startAfterLoad();
  }, [user]);
  return null;
}
