// The quotes area's inputs, one schema each, shared by the forms and the functions. Money in dollars, as in the
// rest of the API; the server stores cents.
import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../money';
import { validationMessages as m } from '../messages';
import { cartLinesSchema, cartQuantityField, eachProductOnce } from '../orders/checkout-schema';
import { addressSchema } from '../profiles/address-schema';
import { mobileField } from '../orders/order-schema';
import { docIdField, pageCursorField } from '../fields';
import { CART_MAX_LINES } from '../limits';
import { paymentMethodField, poNumberField } from '../trade/pay-on-account';
import { quoteMessages as q } from './quote-messages';
import { QUOTE_STATUSES } from './quote-status';

export const QUOTE_NOTE_MAX_LENGTH = 2000;
export const QUOTE_MESSAGE_MAX_LENGTH = 2000;
/** A quote is valid this many days after it is sent, unless the admin sets a date. */
export const QUOTE_VALID_DAYS_DEFAULT = 30;
const MONEY_MAX = 1_000_000;

const quoteText = (max: number, tooLong: string) => z.string({ error: tooLong }).trim().max(max, tooLong);

/** POST /api/quotes: the cart's lines and a note. The prices are the server's. */
export const quoteRequestSchema = z.strictObject({
  lines: cartLinesSchema,
  note: quoteText(QUOTE_NOTE_MAX_LENGTH, q.noteTooLong(QUOTE_NOTE_MAX_LENGTH)).optional(),
});
export type QuoteRequestInput = z.infer<typeof quoteRequestSchema>;

const dollarsField = (message: string) =>
  z.number({ error: message }).min(0, message).max(MONEY_MAX, message).refine(hasAtMostTwoDecimals, message);

export const quoteLineInputSchema = z.strictObject({
  productId: docIdField,
  quantity: cartQuantityField,
  price: dollarsField(q.priceInvalid),
});

/** PATCH /api/quotes/{id} (admin): the lines at their prices, shipping, validity and a message to the customer. */
export const quoteUpdateSchema = z.strictObject({
  lines: z
    .array(quoteLineInputSchema, { error: q.linesRequired })
    .min(1, q.linesRequired)
    .max(CART_MAX_LINES, m.cartTooManyLines)
    .superRefine(eachProductOnce('Each product once'))
    .optional(),
  shipping: dollarsField(q.shippingInvalid).optional(),
  validUntil: z.iso.datetime({ error: q.validUntilInvalid, offset: true }).optional(),
  message: quoteText(QUOTE_MESSAGE_MAX_LENGTH, q.messageTooLong(QUOTE_MESSAGE_MAX_LENGTH)).optional(),
});
export type QuoteUpdateInput = z.infer<typeof quoteUpdateSchema>;

/** POST /api/quotes/{id}/messages: one message of the thread. */
export const quoteMessageSchema = z.strictObject({
  text: z
    .string({ error: q.messageRequired })
    .trim()
    .min(1, q.messageRequired)
    .max(QUOTE_MESSAGE_MAX_LENGTH, q.messageTooLong(QUOTE_MESSAGE_MAX_LENGTH)),
});
export type QuoteMessageInput = z.infer<typeof quoteMessageSchema>;

/** POST /api/quotes/{id}/accept: where the order ships and how it is paid, as a checkout asks. */
export const quoteAcceptSchema = z.strictObject({
  shippingAddress: addressSchema,
  mobile: mobileField,
  paymentMethod: paymentMethodField.optional(),
  poNumber: poNumberField.optional(),
});
export type QuoteAcceptInput = z.infer<typeof quoteAcceptSchema>;

const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** GET /api/quotes?status=&cursor=: the caller's quotes (an admin's: everyone's), oldest first. */
export const quoteListQuerySchema = z.strictObject({
  status: z.preprocess(emptyAsAbsent, z.enum(QUOTE_STATUSES, { error: q.statusFilterInvalid }).optional()),
  cursor: pageCursorField,
});
export type QuoteListQuery = z.output<typeof quoteListQuerySchema>;
