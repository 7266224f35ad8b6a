// PATCH /order/{id}/shipping: the owner of an unpaid order gives the structured address (and method) it ships to,
// typically an order placed without one and priced for the shop's home country (place-order.ts). The goods stay as
// the order quoted them; the shipping and tax are priced again by the zone serving the new address, with the one
// domain pricing (order-pricing.ts), and the order's total, SPEC's single-product fields and its address change
// with them, in one transaction that checks the order is still unpaid and its payment has not started.
//
// An order whose payment has started (an intent is open) is refused with 409: a provider's intent for an order is
// opened once, at the order's amount (Stripe's is keyed by the order's id), so the amount must not change under it.
// The payment page therefore asks for the address before it opens the payment (docs/decisions/0021).
import {
  apiMessages,
  collections,
  formatAddressLine,
  orderLinesOf,
  orderSummaryFields,
  orderTotalProblem,
  priceShippingAndTax,
  type OrderDoc,
  type OrderShippingInput,
} from '@toolshop/domain';
import { FieldValue } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import type { Caller } from '../http/caller';
import { conflict, forbidden, HttpError, notFound } from '../http/http-error';
import { runTransaction } from '../platform/run-transaction';
import { assertZoneHasMethod, orderPriceFields } from '../shipping/checkout-pricing';
import { millisOf } from './reservation';

/** Answers the order as it now stands. */
export async function changeOrderShipping(
  deps: Deps,
  caller: Caller,
  orderId: string,
  input: OrderShippingInput,
): Promise<OrderDoc> {
  const ref = deps.db.collection(collections.orders).doc(orderId);
  return runTransaction(deps.db, async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw notFound('Order not found');
    const order = snapshot.data() as OrderDoc;
    if (order.uid !== caller.uid) throw forbidden();
    if (order.status !== 'unpaid') throw conflict(apiMessages.shippingChangeNotUnpaid);
    if (order.paymentIntentId) throw conflict(apiMessages.shippingChangeAfterPaymentStarted);
    if (order.expiresAt && millisOf(order.expiresAt) <= deps.now().getTime()) throw conflict(apiMessages.orderExpired);

    // The zone cache, as the quote and the placement price from it: 409 for a country no zone serves.
    const zone = await deps.shippingZones.serving(input.shippingAddress.country);
    assertZoneHasMethod(zone, input.shippingMethod);
    const lines = orderLinesOf(order);
    const goodsCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
    const shipped = priceShippingAndTax(goodsCents, zone.zone, input.shippingAddress.country, input.shippingMethod);
    const pricing = orderPriceFields({ ...shipped, goodsCents, shippingMethod: shipped.shippingMethod!, zone });
    const totalProblem = orderTotalProblem(pricing.amountCents);
    if (totalProblem) throw new HttpError(400, totalProblem);

    const changed = {
      lines,
      ...orderSummaryFields(lines, pricing.shippingCents + pricing.taxCents),
      ...pricing,
      shippingAddress: input.shippingAddress,
      address: formatAddressLine(input.shippingAddress),
    };
    tx.update(ref, { ...changed, pricedForHomeCountry: FieldValue.delete() });
    const { pricedForHomeCountry: _home, ...rest } = order;
    return { ...rest, ...changed };
  });
}
