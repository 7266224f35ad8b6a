import { z } from 'zod';
import { validationMessages as m } from '../messages';
import { orderTotalCentsField } from '../orders/order-schema';
import { docIdField } from '../fields';
import { cardMessages, isCardExpired } from './test-cards';

/**
 * POST /create-payment-intent. `{ orderId }`: the intent pays that order, for the amount the server computes from
 * it (a `price` or `amount` sent along is dropped). `{ price }` alone, as the old client sent it knowing no order
 * id: an intent for that amount bound to the caller, which pays an order only when reported with PUT /order/{id}
 * and found to be for exactly that order's amount.
 */
export const createPaymentIntentSchema = z
  .strictObject({ orderId: docIdField.optional(), price: z.unknown().optional(), amount: z.unknown().optional() })
  .transform((input, ctx): { orderId: string } | { amountCents: number } => {
    if (input.orderId !== undefined) return { orderId: input.orderId };
    if (input.price === undefined) {
      ctx.addIssue({ code: 'custom', path: ['orderId'], message: m.paymentTargetRequired });
      return z.NEVER;
    }
    const price = orderTotalCentsField.safeParse(input.price);
    if (price.success) return { amountCents: price.data };
    for (const issue of price.error.issues) ctx.addIssue({ code: 'custom', path: ['price'], message: issue.message });
    return z.NEVER;
  });
export type CreatePaymentIntentInput = z.infer<typeof createPaymentIntentSchema>;

/**
 * A card for the built-in test gateway. A card past its expiry month is refused here, so the payment form and the
 * server apply the same rule; `today` is a parameter so that tests can pin the date.
 */
export function testCardSchemaOn(today: () => Date) {
  return z
    .strictObject({
      number: z.string({ error: 'Card number is required' }).trim().min(12, 'Card number is incomplete').max(23),
      expMonth: z
        .number({ error: 'Expiry month is required' })
        .int()
        .min(1, 'Invalid expiry month')
        .max(12, 'Invalid expiry month'),
      expYear: z
        .number({ error: 'Expiry year is required' })
        .int()
        .min(2000, 'Invalid expiry year')
        .max(2200, 'Invalid expiry year'),
      cvc: z.string({ error: 'CVC is required' }).regex(/^[0-9]{3,4}$/, 'CVC must be 3 or 4 digits'),
    })
    .refine(({ expMonth, expYear }) => !isCardExpired(expMonth, expYear, today()), {
      message: cardMessages.expired,
      path: ['expYear'],
    });
}

export const testCardSchema = testCardSchemaOn(() => new Date());
export type TestCardInput = z.infer<typeof testCardSchema>;

/** POST /payments/test/confirm: the built-in test gateway's stand-in for Stripe's confirmCardPayment. */
export const testConfirmSchema = z.strictObject({
  clientSecret: z.string({ error: 'clientSecret is required' }).min(1).max(300),
  card: testCardSchema,
});
export type TestConfirmInput = z.infer<typeof testConfirmSchema>;
