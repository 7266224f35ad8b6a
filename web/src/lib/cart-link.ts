// The cart as every page sees it, without the cart itself: the piece count the header shows, and the way to the
// cart feature (features/cart), which the app registers (app/cart-start.ts) and which loads on demand after the
// page's start-up. The count is also kept in localStorage, so a reload shows it before the cart has loaded. Small on
// purpose: it is part of the home page's first paint (docs/decisions/0008, 0009, 0014).
import { useSyncExternalStore } from 'react';

export interface CartLink {
  /** Adds pieces to the cart; resolves to the reason nothing was added, or null. */
  add(lines: { productId: string; quantity: number }[]): Promise<string | null>;
}

const COUNT_KEY = 'toolshop:cartPieces';
const listeners = new Set<() => void>();
let pieces: number | undefined;
let load: () => Promise<CartLink>;

function read(): number {
  try {
    pieces ??= Number(localStorage.getItem(COUNT_KEY)) || 0;
  } catch {
    pieces = 0;
  }
  return pieces;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function publishCartPieces(count: number): void {
  pieces = count;
  try {
    localStorage.setItem(COUNT_KEY, String(count));
  } catch {
    // storage unavailable: the count lives in this page only
  }
  listeners.forEach((listener) => listener());
}

/** The pieces in the cart (0 during the server render and hydration). */
export const useCartPieces = () => useSyncExternalStore(subscribe, read, () => 0);

/** Whether this browser's last known cart holds anything (the app then starts the cart after the page's start-up). */
export const cartMayHold = () => read() > 0;

export function registerCart(loader: () => Promise<CartLink>): void {
  load = loader;
}

export const openCart = (): Promise<CartLink> => load();
