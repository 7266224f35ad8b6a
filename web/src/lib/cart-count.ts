// The cart's piece count, which the header shows on every page, read from localStorage under CART_COUNT_KEY: the
// cart (features/cart) writes it there whenever it reads or changes the lines and announces it with a storage event,
// as the browser does for another tab's change. So any page, the home page first, shows it at once without the
// cart, Firebase or Firestore: this is all the first paint carries of the cart (docs/decisions/0008, 0009, 0014).
import { useSyncExternalStore } from 'react';

export const CART_COUNT_KEY = 'toolshop:cartPieces';

function subscribe(listener: () => void) {
  addEventListener('storage', listener);
  return () => removeEventListener('storage', listener);
}

function read(): number {
  try {
    return Number(localStorage.getItem(CART_COUNT_KEY)) || 0;
  } catch {
    return 0; // storage unavailable
  }
}

/** The pieces in the cart (0 during the server render and hydration). */
export const useCartPieces = () => useSyncExternalStore(subscribe, read, () => 0);
