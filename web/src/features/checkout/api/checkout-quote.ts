// POST /api/checkout/quote: what the order costs shipped to this address by this method (the cheapest when none is
// chosen): goods, the zone's methods with their prices, shipping, tax and the total, in dollars as the API answers.
// 409 when no zone serves the country (its message names it), 400 for an unknown method.
import { useEffect, useState } from 'react';
import type { AddressInput, CartLine, CheckoutQuoteAnswer } from '@toolshop/domain';
import { apiMessage, apiRequest } from '../../../lib/api-client';

/** What the screens show of the answer (the lines and their problems come from the cart's own quote). */
export type CheckoutQuote = Omit<CheckoutQuoteAnswer, 'lines' | 'orderable' | 'totalProblem'>;

export type QuoteState =
  | { status: 'idle' }
  | { status: 'loading'; previous?: CheckoutQuote }
  | { status: 'ready'; quote: CheckoutQuote }
  | { status: 'refused'; message: string };

export function fetchCheckoutQuote(input: {
  lines: CartLine[];
  shippingAddress: AddressInput;
  shippingMethod?: string;
}): Promise<CheckoutQuote> {
  return apiRequest<CheckoutQuote>('POST', '/checkout/quote', input);
}

/**
 * The quote for these lines, address and method, asked again whenever one of them changes (a short pause first, so
 * typing an address asks once). No address: no quote.
 */
export function useCheckoutQuote(lines: CartLine[], address: AddressInput | null, method: string | undefined) {
  const [state, setState] = useState<QuoteState>({ status: 'idle' });
  const key = address ? JSON.stringify({ lines, address, method }) : '';
  useEffect(() => {
    if (!key) {
      setState({ status: 'idle' });
      return;
    }
    let live = true;
    setState((before) => ({ status: 'loading', previous: before.status === 'ready' ? before.quote : undefined }));
    const timer = setTimeout(() => {
      const input = JSON.parse(key) as { lines: CartLine[]; address: AddressInput; method?: string };
      fetchCheckoutQuote({
        lines: input.lines,
        shippingAddress: input.address,
        ...(input.method ? { shippingMethod: input.method } : {}),
      }).then(
        (quote) => live && setState({ status: 'ready', quote }),
        (error: unknown) =>
          live && setState({ status: 'refused', message: apiMessage(error, 'The shipping could not be quoted') }),
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key]);
  return state;
}

/** A quote with the shipping method chosen for it. */
export interface ShippingQuote {
  state: QuoteState;
  /** The quote once it is ready. */
  priced: CheckoutQuote | undefined;
  /** Undefined: the cheapest. */
  method: string | undefined;
  setMethod: (method: string | undefined) => void;
}

/**
 * The quote for these lines shipped to this address by the method chosen, asked while `ask` holds. Another country
 * may be another zone with other methods: its cheapest is chosen again.
 */
export function useShippingQuote(lines: CartLine[], address: AddressInput | null, ask = true): ShippingQuote {
  const country = address?.country;
  const [method, setMethod] = useState<string | undefined>();
  const [methodCountry, setMethodCountry] = useState(country);
  if (methodCountry !== country) {
    setMethodCountry(country);
    setMethod(undefined);
  }
  const state = useCheckoutQuote(lines, ask ? address : null, method);
  return { state, priced: state.status === 'ready' ? state.quote : undefined, method, setMethod };
}
