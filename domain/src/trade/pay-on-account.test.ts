import { describe, expect, it } from 'vitest';
import { checkoutSchema } from '../orders/checkout-schema';
import { tradeMessages as t } from './trade-messages';
import { accountRefusal, creditOf, daysOverdue, dueDateOf } from './pay-on-account';
import { invoicePaymentSchema } from './invoice-payment-schema';

const net30 = {
  status: 'approved' as const,
  terms: { type: 'net' as const, days: 30 as const },
  creditLimitCents: 50_000,
  creditUsedCents: 20_000,
};

describe('pay on account', () => {
  it('allows an order up to the available credit, and refuses past it, on prepaid terms, unapproved or overdue', () => {
    expect(accountRefusal(net30, 30_000, false)).toBeNull();
    expect(accountRefusal(net30, 30_001, false)).toBe(t.creditExceeded(300));
    expect(accountRefusal({ ...net30, terms: { type: 'prepaid' } }, 1, false)).toBe(t.notOnNetTerms);
    expect(accountRefusal({ ...net30, status: 'suspended' }, 1, false)).toBe(t.notOnNetTerms);
    expect(accountRefusal(net30, 1, true)).toBe(t.overdueInvoiceBlocksAccount(30));
    expect(creditOf(net30)).toEqual({ limit: 500, used: 200, available: 300 });
    expect(creditOf({ creditLimitCents: 100, creditUsedCents: 500 })).toEqual({ limit: 1, used: 5, available: 0 });
  });

  it('dates the invoice due on the issue date plus the terms, and counts whole days overdue', () => {
    const issued = new Date('2026-11-28T10:00:00Z');
    expect(dueDateOf(issued, { type: 'net', days: 15 })?.toISOString()).toBe('2026-12-13T10:00:00.000Z');
    expect(dueDateOf(issued, { type: 'prepaid' })).toBeNull();
    expect(daysOverdue(issued, new Date('2026-12-29T09:00:00Z'))).toBe(30);
    expect(daysOverdue(issued, new Date('2026-11-01T00:00:00Z'))).toBe(0);
  });

  it("keeps SPEC's checkout body valid and checks the payment method and PO number", () => {
    const body = {
      lines: [{ productId: 'p1', quantity: 1 }],
      shippingAddress: { name: 'A', line1: '1 Lane', city: 'Leeds', postalCode: 'LS1 1AA', country: 'GB' },
      mobile: '+44 113 496 0000',
    };
    expect(checkoutSchema.parse(body).paymentMethod).toBeUndefined();
    expect(checkoutSchema.parse({ ...body, paymentMethod: 'account', poNumber: ' PO-1 ' }).poNumber).toBe('PO-1');
    expect(checkoutSchema.parse({ ...body, poNumber: '  ' }).poNumber).toBeUndefined();
    expect(checkoutSchema.safeParse({ ...body, paymentMethod: 'cash' }).success).toBe(false);
    expect(checkoutSchema.safeParse({ ...body, poNumber: 'x'.repeat(36) }).success).toBe(false);
  });

  it('reads a payment received in cents with its day, and refuses a bad amount or date', () => {
    expect(invoicePaymentSchema.parse({ amount: 12.5, reference: 'BACS', receivedAt: '2026-11-20' })).toEqual({
      amount: 1250,
      reference: 'BACS',
      receivedAt: new Date('2026-11-20T00:00:00Z'),
    });
    for (const bad of [
      { amount: -1, reference: 'r', receivedAt: '2026-11-20' },
      { amount: 1, reference: 'r', receivedAt: '2026-13-45' },
      { amount: 1, reference: '', receivedAt: '2026-11-20' },
    ])
      expect(invoicePaymentSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});
