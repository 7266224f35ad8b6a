// The cart quoted as the server will quote it: domain's quoteCart over the live products (the one quote function),
// at a trade buyer's company prices.
import { useMemo } from 'react';
import { quoteCart, type CartQuote } from '@toolshop/domain';
import { useCart } from './use-cart';
import { useCartProducts } from './use-cart-products';
import { useTradeCompany } from '../../trade';

export interface CartView {
  status: 'loading' | 'ready';
  uid: string | null;
  quote: CartQuote;
  /** The buyer buys for an approved company (read once here for the prices and the approval notice alike). */
  trading: boolean;
}

export function useCartQuote(): CartView {
  const cart = useCart();
  const ids = useMemo(() => cart.lines.map((line) => line.productId), [cart.lines]);
  const products = useCartProducts(ids);
  const { loaded: pricesLoaded, company } = useTradeCompany(cart.uid);
  const priceList = company?.priceList;
  const quote = useMemo(() => quoteCart(cart.lines, products.productOf, priceList), [cart.lines, products, priceList]);
  const ready = cart.status === 'ready' && products.loaded && pricesLoaded;
  return { status: ready ? 'ready' : 'loading', uid: cart.uid, quote, trading: company !== undefined };
}
