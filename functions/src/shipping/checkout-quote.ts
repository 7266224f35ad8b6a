// POST /api/checkout/quote: what the checkout would charge now, from the products and the zone as this instance
// holds them (the live catalogue, zone cache and memberships, no Firestore read; no stock is held) and priced by
// checkout-pricing.ts, so the page shows the very amounts the checkout then stores. Lines that
// cannot be ordered keep their problems (the cart page shows them); the checkout itself refuses them. A trade
// buyer's quote is at their company's prices, as their checkout will be, and zero-rated where reverse charge applies.
import {
  centsToDollars,
  collections,
  tradesAsCompany,
  type CheckoutQuoteAnswer,
  type CheckoutQuoteInput,
  type ProductDoc,
} from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { membershipToShow } from '../trade';
import { reverseChargeFor } from '../vat';
import { priceCheckout } from './checkout-pricing';

export async function quoteCheckout(
  deps: Deps,
  caller: Caller,
  input: CheckoutQuoteInput,
): Promise<CheckoutQuoteAnswer> {
  const ids = [...new Set(input.lines.map((line) => line.productId))];
  const [zone, found, membership] = await Promise.all([
    deps.shippingZones.serving(input.shippingAddress.country),
    productsOf(deps, ids),
    membershipToShow(deps, caller),
  ]);
  const company = membership && tradesAsCompany(membership.company.status) ? membership.company : undefined;
  const reverseCharge = await reverseChargeFor(deps, zone.zone, company);
  const pricing = priceCheckout(
    { zone, country: input.shippingAddress.country },
    input.lines,
    (id) => found.get(id),
    input.shippingMethod,
    company?.priceList,
    reverseCharge,
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
    ...(reverseCharge ? { reverseCharge } : {}),
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
