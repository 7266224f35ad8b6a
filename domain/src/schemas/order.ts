import { z } from 'zod';
import { validationMessages as m } from '../messages';
import { docIdField, requiredText, wholeNumber } from './fields';

const MAX_QUANTITY = 1_000_000;

const quantityField = wholeNumber(m.quantityRequired, m.quantityWhole)
  .min(1, m.quantityBelowMinimum)
  .max(MAX_QUANTITY, m.quantityAboveAvailable);

const orderFormFields = {
  address: requiredText(m.addressRequired),
  mobile: requiredText(m.mobileRequired, 30).regex(/^\+?[0-9 ()-]{5,30}$/, 'Please enter a valid mobile number'),
  quantity: quantityField,
};

/** The purchase form's fields (the product comes from the route). */
export const orderFormSchema = z.strictObject(orderFormFields);
export type OrderFormInput = z.infer<typeof orderFormSchema>;

/** POST /order: the server reads name, picture and price from the product itself. */
export const placeOrderSchema = z.strictObject({ productId: docIdField, ...orderFormFields });
export type PlaceOrderInput = z.infer<typeof placeOrderSchema>;

/** The spec's two quantity rules, for the form and for the order transaction alike. */
export function quantityProblem(quantity: number, product: { minimum: number; available: number }): string | null {
  if (quantity < product.minimum) return m.quantityBelowMinimum;
  if (quantity > product.available) return m.quantityAboveAvailable;
  return null;
}

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
