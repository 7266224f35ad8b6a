// Paying on account: a company on net terms orders without a card up to its available credit (its limit less what
// its on-account orders still owe), and pays each invoice by its due date (issue date + the terms' days). One
// place says when an order may go on account, so the checkout and the checkout screen agree.
import { z } from 'zod';
import { centsToDollars } from '../money';
import { tradeMessages as t } from './trade-messages';
import type { CompanyDoc, PaymentTerms } from './company-entity';
import { tradesAsCompany } from './company-status';

export const PAYMENT_METHODS = ['card', 'account'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PO_NUMBER_MAX = 35;
const DAY_MS = 24 * 60 * 60 * 1000;
/** An invoice overdue longer than this stops the company ordering on account until it is paid. */
export const OVERDUE_BLOCK_DAYS = 30;

export const paymentMethodField = z.enum(PAYMENT_METHODS, { error: t.paymentMethodInvalid });

/** The buyer's purchase-order reference: printable text, trimmed, at most 35 characters; empty means none. */
export const poNumberField = z
  .string({ error: t.poNumberInvalid })
  .trim()
  .max(PO_NUMBER_MAX, t.poNumberTooLong(PO_NUMBER_MAX))
  .regex(/^[^\p{Cc}]*$/u, t.poNumberInvalid)
  .transform((po) => po || undefined);

/** What a company has drawn on its credit: kept in cents on the company document, the one place it is counted. */
export function creditUsedCents(company: Pick<CompanyDoc, 'creditUsedCents'>): number {
  return Math.max(0, company.creditUsedCents ?? 0);
}

export function availableCreditCents(company: Pick<CompanyDoc, 'creditLimitCents' | 'creditUsedCents'>): number {
  return Math.max(0, company.creditLimitCents - creditUsedCents(company));
}

/** The credit as GET /api/companies/mine answers it, in dollars. */
export function creditOf(company: Pick<CompanyDoc, 'creditLimitCents' | 'creditUsedCents'>): {
  limit: number;
  used: number;
  available: number;
} {
  return {
    limit: centsToDollars(company.creditLimitCents),
    used: centsToDollars(creditUsedCents(company)),
    available: centsToDollars(availableCreditCents(company)),
  };
}

/** Whether a company pays by invoice at all (approved and on net terms). */
export function paysOnAccount(company: Pick<CompanyDoc, 'status' | 'terms'>): boolean {
  return tradesAsCompany(company.status) && company.terms.type === 'net';
}

/**
 * Why this order cannot go on this company's account, or null when it may: not net terms, an invoice overdue
 * more than 30 days, or more than the available credit.
 */
export function accountRefusal(
  company: Pick<CompanyDoc, 'status' | 'terms' | 'creditLimitCents' | 'creditUsedCents'>,
  amountCents: number,
  hasLongOverdueInvoice: boolean,
): string | null {
  if (!paysOnAccount(company)) return t.notOnNetTerms;
  if (hasLongOverdueInvoice) return t.overdueInvoiceBlocksAccount(OVERDUE_BLOCK_DAYS);
  const available = availableCreditCents(company);
  if (amountCents > available) return t.creditExceeded(centsToDollars(available));
  return null;
}

/** An invoice issued at `issuedAt` on these terms falls due this many days later (none for prepaid). */
export function dueDateOf(issuedAt: Date, terms: PaymentTerms): Date | null {
  return terms.type === 'net' ? new Date(issuedAt.getTime() + terms.days * DAY_MS) : null;
}

/** Whole days past the due date (0 when not yet due). */
export function daysOverdue(dueAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - dueAt.getTime()) / DAY_MS));
}

/** Invoices due before this moment are overdue more than OVERDUE_BLOCK_DAYS. */
export function longOverdueCutoff(now: Date): Date {
  return new Date(now.getTime() - OVERDUE_BLOCK_DAYS * DAY_MS);
}
