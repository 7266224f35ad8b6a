// POST /api/checkout/quote: what the checkout would charge now, read from the products as they are (no stock is
// held) and priced by checkout-pricing.ts, so the page shows the very amounts the checkout then stores. Lines that
// cannot be ordered keep their problems (the cart page shows them); the checkout itself refuses them.
import { centsToDollars, collections, type CheckoutQuoteInput, type ProductDoc } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { priceCheckout } from './checkout-pricing';
import { zoneServing } from './shipping-zones';

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

export async function quoteCheckout(deps: Deps, input: CheckoutQuoteInput): Promise<CheckoutQuoteAnswer> {
  const products = deps.db.collection(collections.products);
  const ids = [...new Set(input.lines.map((line) => line.productId))];
  const [zone, snapshots] = await Promise.all([
    zoneServing(deps.db, input.shippingAddress.country),
    deps.db.getAll(...ids.map((id) => products.doc(id))),
  ]);
  const found = new Map(snapshots.filter((s) => s.exists).map((s) => [s.id, s.data() as ProductDoc]));
  const pricing = priceCheckout(zone, input.lines, (id) => found.get(id), input.shippingMethod);
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
