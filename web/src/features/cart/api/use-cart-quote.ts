// The cart quoted as the server will quote it: domain's quoteCart over the live products (the one quote function).
import { useMemo } from 'react';
import { quoteCart, type CartQuote } from '@toolshop/domain';
import { useCart } from './use-cart';
import { useCartProducts } from './use-cart-products';

export interface CartView {
  status: 'loading' | 'ready';
  uid: string | null;
  quote: CartQuote;
}

export function useCartQuote(): CartView {
  const cart = useCart();
  const ids = useMemo(() => cart.lines.map((line) => line.productId), [cart.lines]);
  const products = useCartProducts(ids);
  const quote = useMemo(() => quoteCart(cart.lines, products.productOf), [cart.lines, products]);
  return { status: cart.status === 'ready' && products.loaded ? 'ready' : 'loading', uid: cart.uid, quote };
}
