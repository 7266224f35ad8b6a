import { describe, expect, it } from 'vitest';
import type { OrderDoc } from '@toolshop/domain';
import { paymentMismatch } from './payment-mismatch';
import type { ProviderPayment } from './payment-provider';

const order = { uid: 'owner-1', unitPriceCents: 1999, quantity: 3, amountCents: 5997, status: 'unpaid' } as OrderDoc;
const payment: ProviderPayment = {
  id: 'pi_1',
  status: 'succeeded',
  orderId: 'order-1',
  uid: null,
  amountCents: 5997,
  currency: 'usd',
  failureMessage: null,
};

describe('a provider payment pays an order only when everything matches', () => {
  it('accepts a succeeded USD payment of exactly unit price x quantity for this order', () => {
    expect(paymentMismatch(payment, 'order-1', order)).toBeNull();
  });

  it('refuses any other status, order, currency or amount', () => {
    expect(paymentMismatch({ ...payment, status: 'processing' }, 'order-1', order)).toMatch(/status/);
    expect(paymentMismatch(payment, 'order-2', order)).toMatch(/another order/);
    expect(paymentMismatch({ ...payment, orderId: null }, 'order-1', order)).toMatch(/another customer/);
    expect(paymentMismatch({ ...payment, currency: 'eur' }, 'order-1', order)).toMatch(/currency/);
    expect(paymentMismatch({ ...payment, amountCents: 5996 }, 'order-1', order)).toMatch(/amount/);
    // The amount is recomputed from unit price and quantity, not taken from a stored total.
    expect(paymentMismatch(payment, 'order-1', { ...order, amountCents: 1 })).toBeNull();
  });

  it("accepts a customer's intent (no order) only for that customer's order, of exactly its amount", () => {
    const customers = { ...payment, orderId: null, uid: 'owner-1' };
    expect(paymentMismatch(customers, 'order-1', order)).toBeNull();
    expect(paymentMismatch(customers, 'any-order-of-theirs', order)).toBeNull();
    expect(paymentMismatch({ ...customers, uid: 'someone-else' }, 'order-1', order)).toMatch(/another customer/);
    expect(paymentMismatch({ ...customers, amountCents: 5996 }, 'order-1', order)).toMatch(/amount/);
    expect(paymentMismatch({ ...customers, currency: 'eur' }, 'order-1', order)).toMatch(/currency/);
    expect(paymentMismatch({ ...customers, status: 'requires_payment_method' }, 'order-1', order)).toMatch(/status/);
  });
});
