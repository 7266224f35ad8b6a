// The cart's lines as a screen reads them (cart-store.ts keeps them current).
import { useSyncExternalStore } from 'react';
import { cartState, subscribeCart, type CartState } from './cart-store';

export function useCart(): CartState {
  return useSyncExternalStore(subscribeCart, cartState, cartState);
}
