// POST /api/invoices/{number}/payments (admin): a payment received for an invoice on account, by bank transfer.
// Partial payments are allowed; more than the invoice still owes is refused (409, checked on the server).
import { z } from 'zod';
import { dollarsToCents, hasAtMostTwoDecimals } from '../money';
import { PAYMENT_MAX_CENTS } from '../limits';
import { tradeMessages as t } from './trade-messages';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

export const invoicePaymentSchema = z.strictObject({
  amount: z
    .number({ error: t.paymentAmountInvalid })
    .refine((n) => n > 0 && n <= PAYMENT_MAX_CENTS / 100, t.paymentAmountInvalid)
    .refine(hasAtMostTwoDecimals, t.paymentAmountInvalid)
    .transform(dollarsToCents),
  reference: z
    .string({ error: t.paymentReferenceRequired })
    .trim()
    .min(1, t.paymentReferenceRequired)
    .max(80, t.paymentReferenceTooLong(80))
    .regex(/^[^\p{Cc}]*$/u, t.paymentReferenceRequired),
  /** The day (or moment) the money arrived: an ISO date, not in the future (the server checks against its clock). */
  receivedAt: z
    .string({ error: t.paymentReceivedAtInvalid })
    .regex(ISO_DATE, t.paymentReceivedAtInvalid)
    .transform((text) => new Date(text))
    .refine((date) => !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 2000, t.paymentReceivedAtInvalid),
});
export type InvoicePayment = z.output<typeof invoicePaymentSchema>;
export type InvoicePaymentInput = z.input<typeof invoicePaymentSchema>;

/** An invoice number as the sequencer formats it (INV-<year>-<6 digits>). */
export const invoiceNumberField = z.string({ error: t.invoiceNotFound }).regex(/^INV-\d{4}-\d{6}$/, t.invoiceNotFound);
