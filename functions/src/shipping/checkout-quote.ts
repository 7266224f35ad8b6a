// POST /api/checkout/quote: what the checkout would charge now, from the products and the zone as this instance
// holds them (the live catalogue and zone cache, no Firestore read; no stock is held) and priced by
// checkout-pricing.ts, so the page shows the very amounts the checkout then stores. Lines that
// cannot be ordered keep their problems (the cart page shows them); the checkout itself refuses them. A trade
// buyer's quote is at their company's prices, as their checkout will be.
import { centsToDollars, collections, type CheckoutQuoteInput, type ProductDoc } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../http/caller';
import { tradePriceListOf } from '../trade/trade-price-list';
import { priceCheckout } from './checkout-pricing';

export interface CheckoutQuoteAnswer {
  lines: {
    productId: string;
    productName?: string;
    quantity: number;
    price?: number;
    amount?: number;
    problems: string[];
  }[];
  subtotal: number;
  shippingMethods: { id: string; name: string; price: number }[];
  shippingMethod: string;
  shipping: number;
  taxRate: number;
  tax: number;
  amount: number;
  /** Every line can be ordered and the amount paid by card. */
  orderable: boolean;
  /** Why the amount cannot be paid by card, when it cannot. */
  totalProblem: string | null;
}

export async function quoteCheckout(
  deps: Deps,
  caller: Caller,
  input: CheckoutQuoteInput,
): Promise<CheckoutQuoteAnswer> {
  const ids = [...new Set(input.lines.map((line) => line.productId))];
  const [zone, found, priceList] = await Promise.all([
    deps.shippingZones.serving(input.shippingAddress.country),
    productsOf(deps, ids),
    tradePriceListOf(deps, caller),
  ]);
  const pricing = priceCheckout(
    { zone, country: input.shippingAddress.country },
    input.lines,
    (id) => found.get(id),
    input.shippingMethod,
    priceList,
  );
  const totalProblem = pricing.cart.totalProblem;
  return {
    lines: pricing.cart.lines.map(({ productId, quantity, product, quote, problems }) => ({
      productId,
      ...(product ? { productName: product.name } : {}),
      quantity,
      ...(quote ? { price: centsToDollars(quote.unitPriceCents), amount: centsToDollars(quote.amountCents) } : {}),
      problems,
    })),
    subtotal: centsToDollars(pricing.goodsCents),
    shippingMethods: pricing.shippingMethods.map(({ id, name, priceCents }) => ({
      id,
      name,
      price: centsToDollars(priceCents),
    })),
    shippingMethod: pricing.shippingMethod.id,
    shipping: centsToDollars(pricing.shippingCents),
    taxRate: pricing.taxRate,
    tax: centsToDollars(pricing.taxCents),
    amount: centsToDollars(pricing.amountCents),
    orderable: pricing.cart.orderable && !totalProblem,
    totalProblem,
  };
}

/**
 * The products as this instance's live catalogue holds them (its own writes at once, others' within moments);
 * one the catalogue does not know yet (created elsewhere a moment ago) is read from Firestore.
 */
async function productsOf(deps: Deps, ids: string[]): Promise<Map<string, ProductDoc>> {
  const entries = await Promise.all(ids.map((id) => deps.catalogue.get(id)));
  const found = new Map(entries.flatMap((entry) => (entry ? [[entry.id, entry.doc] as const] : [])));
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length) {
    const products = deps.db.collection(collections.products);
    const snapshots = await deps.db.getAll(...unknown.map((id) => products.doc(id)));
    for (const snapshot of snapshots) if (snapshot.exists) found.set(snapshot.id, snapshot.data() as ProductDoc);
  }
  return found;
}
