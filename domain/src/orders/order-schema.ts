import { z } from 'zod';
import { serialsField } from '../warranty/serials-field';
import { validationMessages as m } from '../messages';
import { PAYMENT_MAX_CENTS, PAYMENT_MIN_CENTS } from '../limits';
import { dollarsToCents, hasAtMostTwoDecimals } from '../money';
import {
  docIdField,
  emailField,
  numberFromText,
  optionalText,
  readingNumericText,
  requiredText,
  wholeNumber,
} from '../fields';
import { addressSchema } from '../profiles/address-schema';
import { shippingMethodIdField } from '../shipping/shipping-zone-schema';

const MAX_QUANTITY = 1_000_000;

const quantityField = wholeNumber(m.quantityRequired, m.quantityWhole)
  .min(1, m.quantityBelowMinimum)
  .max(MAX_QUANTITY, m.quantityAboveAvailable);

/** What a mobile number looks like: digits, spaces, brackets and dashes, perhaps after a plus. */
export const MOBILE_PATTERN = /^\+?[0-9 ()-]{5,30}$/;
export const MOBILE_MAX_LENGTH = 30;
export const MOBILE_INVALID = 'Please enter a valid mobile number';

/** A mobile number: the purchase form's, the checkout's. */
export const mobileField = requiredText(m.mobileRequired, MOBILE_MAX_LENGTH).regex(MOBILE_PATTERN, MOBILE_INVALID);

/** The purchase form's fields (the product comes from the route; the address is a structured one, addressSchema). */
export const orderFormSchema = z.strictObject({
  mobile: mobileField,
  quantity: quantityField,
});
export type OrderFormInput = z.infer<typeof orderFormSchema>;

/**
 * POST /order. Our purchase form sends { productId, mobile, quantity, shippingAddress, shippingMethod? }, the
 * structured address and method exactly as POST /api/checkout takes them; a client written to SPEC §7 sends
 * { email, productName, mobile, quantity, picture, price }, numbers perhaps as text, and no address (the old form
 * collected it and never sent it), or a free-text `address`. An order without `shippingAddress` is priced for the
 * shop's home country (home-pricing.ts). The product is named by its id or else by its exact name; the handler
 * checks that `email` is the caller's own. The server reads name, picture and price from the product itself: the
 * `picture` and `price` sent are accepted and never used.
 */
export const placeOrderSchema = readingNumericText(
  z
    .strictObject({
      productId: docIdField.optional(),
      productName: requiredText(m.orderProductRequired, 120).optional(),
      email: emailField.optional(),
      address: requiredText(m.addressRequired).optional(),
      shippingAddress: addressSchema.optional(),
      shippingMethod: shippingMethodIdField.optional(),
      mobile: mobileField,
      quantity: quantityField,
      picture: z.string({ error: 'Must be text' }).max(2048, m.fieldTooLong).optional(),
      price: z.number({ error: m.priceInvalid }).nonnegative(m.priceInvalid).optional(),
    })
    .refine((input) => input.productId !== undefined || input.productName !== undefined, {
      path: ['productId'],
      message: m.orderProductRequired,
    }),
  ['quantity', 'price'],
);
export type PlaceOrderInput = z.infer<typeof placeOrderSchema>;

/** An order total a card payment can carry (Stripe's limits); outside them the order could never be paid. */
export function orderTotalProblem(amountCents: number): string | null {
  if (amountCents < PAYMENT_MIN_CENTS) return m.orderTotalTooSmall;
  if (amountCents > PAYMENT_MAX_CENTS) return m.orderTotalTooLarge;
  return null;
}

/**
 * An order total in dollars as a client written to SPEC §7 sends it to pay ("price times quantity", perhaps as
 * text), read as cents; only a total a card can carry.
 */
export const orderTotalCentsField = z.preprocess(
  numberFromText,
  z
    .number({ error: m.priceInvalid })
    .positive(m.priceInvalid)
    .refine(hasAtMostTwoDecimals, m.priceInvalid)
    .transform((price) => dollarsToCents(price))
    .superRefine((amountCents, ctx) => {
      const problem = orderTotalProblem(amountCents);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
);

/** PUT /order/{id}: the spec's payment report (verified on the server) or an admin's confirm. */
export const updateOrderSchema = z.discriminatedUnion(
  'status',
  [
    z.strictObject({
      status: z.literal('pending'),
      transactionId: z.string({ error: 'transactionId is required' }).trim().min(1).max(255),
    }),
    z.strictObject({ status: z.literal('success') }),
  ],
  { error: "status must be 'pending' or 'success'" },
);
export type UpdateOrderInput = z.infer<typeof updateOrderSchema>;

/** POST /order/{id}/cancel: the owner or an admin cancels an unpaid order, saying why if they like. */
export const cancelOrderSchema = z.strictObject({ reason: optionalText.optional() });
export type CancelOrderInput = z.infer<typeof cancelOrderSchema>;

/** POST /order/{id}/refund (admin): a full refund; `restock` says whether the quantity goes back on sale. */
export const refundOrderSchema = z.strictObject({
  reason: requiredText(m.refundReasonRequired),
  restock: z.boolean({ error: m.restockRequired }),
});
export type RefundOrderInput = z.infer<typeof refundOrderSchema>;

/**
 * POST /order/{id}/ship (admin): a confirmed order leaves with this carrier and tracking number, and, for tools,
 * the serial number of each unit.
 */
export const shipOrderSchema = z.strictObject({
  carrier: requiredText(m.carrierRequired, 80),
  trackingNumber: requiredText(m.trackingNumberRequired, 80),
  serials: serialsField.optional(),
});
export type ShipOrderInput = z.infer<typeof shipOrderSchema>;
