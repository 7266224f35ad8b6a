// POST /api/checkout and the cart document's lines: which products, how many of each. Prices, names and pictures
// are the server's; a field not in the contract is refused.
import { z } from 'zod';
import { validationMessages as m } from '../messages';
import { CART_LINE_QUANTITY_MAX, CART_MAX_LINES } from '../limits';
import { docIdField } from '../fields';
import { mobileField } from './order-schema';
import { addressSchema } from '../profiles/address-schema';
import { shippingMethodIdField } from '../shipping/shipping-zone-schema';
import { paymentMethodField, poNumberField } from '../trade/pay-on-account';

export const cartQuantityField = z
  .number({ error: m.cartQuantityInvalid })
  .int(m.cartQuantityInvalid)
  .min(1, m.cartQuantityInvalid)
  .max(CART_LINE_QUANTITY_MAX, m.cartQuantityInvalid);

export const cartLineSchema = z.strictObject(
  { productId: docIdField, quantity: cartQuantityField },
  { error: m.cartLinesInvalid },
);
export type CartLine = z.infer<typeof cartLineSchema>;

/** A refinement of a list of lines: a product named again is an issue on that line's productId. */
export function eachProductOnce(message: string) {
  return (lines: readonly { productId: string }[], ctx: z.RefinementCtx): void => {
    const seen = new Set<string>();
    lines.forEach((line, index) => {
      if (seen.has(line.productId)) ctx.addIssue({ code: 'custom', path: [index, 'productId'], message });
      seen.add(line.productId);
    });
  };
}

/** One to CART_MAX_LINES lines, each product once. */
export const cartLinesSchema = z
  .array(cartLineSchema, { error: m.cartLinesInvalid })
  .min(1, m.cartLinesRequired)
  .max(CART_MAX_LINES, m.cartTooManyLines)
  .superRefine(eachProductOnce(m.cartDuplicateProduct));

export const checkoutSchema = z.strictObject({
  lines: cartLinesSchema,
  shippingAddress: addressSchema,
  mobile: mobileField,
  /** The zone's method by id; the cheapest when left out. Shipping and tax are the server's (never sent). */
  shippingMethod: shippingMethodIdField.optional(),
  /** Card (the default) or the company's account, for a buyer of a company on net terms. */
  paymentMethod: paymentMethodField.optional(),
  /** The buyer's purchase-order reference, kept on the order, its invoice, its emails and the CSV. */
  poNumber: poNumberField.optional(),
});
export type CheckoutInput = z.infer<typeof checkoutSchema>;

/** POST /api/checkout/quote: what the order would cost, shipped to this address (by this method). */
export const checkoutQuoteSchema = z.strictObject({
  lines: cartLinesSchema,
  shippingAddress: addressSchema,
  shippingMethod: shippingMethodIdField.optional(),
});
export type CheckoutQuoteInput = z.infer<typeof checkoutQuoteSchema>;

/**
 * PATCH /order/{id}/shipping: the owner of an unpaid order, before its payment starts, gives the address (and
 * method) it ships by; the server prices its shipping and tax again.
 */
export const orderShippingSchema = z.strictObject({
  shippingAddress: addressSchema,
  shippingMethod: shippingMethodIdField.optional(),
});
export type OrderShippingInput = z.infer<typeof orderShippingSchema>;
