import { z } from 'zod';
import { docIdField } from './fields';
import { cardMessages, isCardExpired } from '../test-cards';

/**
 * POST /create-payment-intent. The old client sent `price`; an amount or price is accepted and dropped:
 * the server computes the amount from the order.
 */
export const createPaymentIntentSchema = z
  .strictObject({ orderId: docIdField, price: z.unknown().optional(), amount: z.unknown().optional() })
  .transform(({ orderId }) => ({ orderId }));
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
