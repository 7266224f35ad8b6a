// The way to the cart for screens outside it (the purchase page's Add to cart, My Orders' Buy again): the app
// registers the cart feature here (app/firebase-providers.tsx, loaded with every screen that reads Firestore), so
// lib and other features reach it without importing it.
export interface CartLink {
  /** Adds pieces to the cart; resolves to the reason nothing was added, or null. */
  add(lines: { productId: string; quantity: number }[]): Promise<string | null>;
}

let link: CartLink | undefined;

export function registerCart(cart: CartLink): void {
  link = cart;
}

export function openCart(): CartLink {
  if (!link) throw new Error('The cart is not loaded on this screen');
  return link;
}
