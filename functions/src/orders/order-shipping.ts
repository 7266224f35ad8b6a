// PATCH /order/{id}/shipping: the owner of an unpaid order gives the structured address (and method) it ships to,
// typically an order placed without one and priced for the shop's home country (place-order.ts). The goods stay as
// the order quoted them; the shipping and tax are priced again by the zone serving the new address, with the one
// domain pricing (order-pricing.ts), and the order's total, SPEC's single-product fields and its address change
// with them, in one transaction that checks the order is still unpaid and its payment has not started. A company's
// order is priced with the company's VAT status as it stands, as its checkout was (reverse-charge-check.ts): zero-
// rated while the new address is in a zone marked EU and the rule and VIES say so, taxed otherwise.
//
// An order whose payment has started (an intent is open) is refused with 409: a provider's intent for an order is
// opened once, at the order's amount (Stripe's is keyed by the order's id), so the amount must not change under it.
// The payment page therefore asks for the address before it opens the payment (docs/decisions/0021).
import {
  apiMessages,
  collections,
  type CompanyDoc,
  formatAddressLine,
  orderLinesOf,
  orderSummaryFields,
  orderTotalProblem,
  priceShippingAndTax,
  type OrderDoc,
  type OrderShippingInput,
  type ReverseCharge,
  type ShippingZoneDoc,
} from '@toolshop/domain';
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { invalid, forbidden, notFound, conflict } from '../platform/refusal';
import { runTransaction } from '../platform/run-transaction';
import { assertZoneHasMethod, orderPriceFields } from '../shipping';
import { millisOf } from '../platform/millis-of';
import { reverseChargeFor } from '../vat';

/** Answers the order as it now stands. */
export async function changeOrderShipping(
  deps: Deps,
  caller: Caller,
  orderId: string,
  input: OrderShippingInput,
): Promise<OrderDoc> {
  const ref = deps.db.collection(collections.orders).doc(orderId);
  // The zone cache, as the quote and the placement price from it: 409 for a country no zone serves.
  const zone = await deps.shippingZones.serving(input.shippingAddress.country);
  assertZoneHasMethod(zone, input.shippingMethod);
  // Outside the transaction: VIES is no call to repeat on a retry, and an order's company never changes.
  const reverseCharge = await companyReverseCharge(deps, ref, zone.zone);
  return runTransaction(deps.db, async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw notFound('Order not found');
    const order = snapshot.data() as OrderDoc;
    if (order.uid !== caller.uid) throw forbidden();
    if (order.status !== 'unpaid') throw conflict(apiMessages.shippingChangeNotUnpaid);
    if (order.paymentIntentId) throw conflict(apiMessages.shippingChangeAfterPaymentStarted);
    if (order.expiresAt && millisOf(order.expiresAt) <= deps.now().getTime()) throw conflict(apiMessages.orderExpired);

    const lines = orderLinesOf(order);
    const goodsCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
    const { country } = input.shippingAddress;
    const shipped = priceShippingAndTax(goodsCents, zone.zone, country, input.shippingMethod, reverseCharge !== null);
    const priced = { ...shipped, goodsCents, shippingMethod: shipped.shippingMethod!, zone, reverseCharge };
    const pricing = orderPriceFields(priced);
    const totalProblem = orderTotalProblem(pricing.amountCents);
    if (totalProblem) throw invalid(totalProblem);

    const changed = {
      lines,
      ...orderSummaryFields(lines, pricing.shippingCents + pricing.taxCents),
      ...pricing,
      shippingAddress: input.shippingAddress,
      address: formatAddressLine(input.shippingAddress),
    };
    tx.update(ref, {
      ...changed,
      pricedForHomeCountry: FieldValue.delete(),
      reverseCharge: pricing.reverseCharge ?? FieldValue.delete(),
    });
    const { pricedForHomeCountry: _home, reverseCharge: _reverseCharge, ...rest } = order;
    return { ...rest, ...changed };
  });
}

/** The reverse charge of a company's order shipped in this zone, or null: VAT charged (consumers always). */
async function companyReverseCharge(
  deps: Deps,
  ref: DocumentReference,
  zone: ShippingZoneDoc,
): Promise<ReverseCharge | null> {
  if (!zone.eu) return null;
  const order = (await ref.get()).data() as OrderDoc | undefined;
  if (!order?.companyId) return null;
  const company = await deps.db.collection(collections.companies).doc(order.companyId).get();
  return reverseChargeFor(deps, zone, company.data() as CompanyDoc | undefined);
}
