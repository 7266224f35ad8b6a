import { describe, expect, it } from 'vitest';
import {
  availableTransitions,
  canTransition,
  isFinalStatus,
  orderStatuses,
  orderTransitions,
  toSpecStatus,
  transitionTarget,
} from './order-status';
import { toOrder } from './order-entity';
import type { OrderDoc } from './order-doc';

describe('order state machine', () => {
  it('allows exactly the documented moves', () => {
    const allowed = orderStatuses.flatMap((status) =>
      orderTransitions
        .filter((move) => canTransition(status, move))
        .map((move) => `${status} -${move}-> ${transitionTarget(move)}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'unpaid -pay-> pending',
        'pending -confirm-> success',
        'success -ship-> shipped',
        'unpaid -cancel-> cancelled',
        'unpaid -expire-> expired',
        'pending -refund-> refunded',
        'success -refund-> refunded',
        'shipped -refund-> refunded',
        'awaitingApproval -approve-> unpaid',
        'awaitingApproval -reject-> cancelled',
        'awaitingApproval -cancel-> cancelled',
        'awaitingApproval -expire-> expired',
      ].sort(),
    );
  });

  it('ends in cancelled, expired and refunded', () => {
    expect(orderStatuses.filter(isFinalStatus)).toEqual(['cancelled', 'expired', 'refunded']);
    expect(availableTransitions('unpaid')).toEqual(['pay', 'cancel', 'expire']);
  });

  it("keeps the spec's REST status: absent while unpaid, new states as new strings", () => {
    expect(toSpecStatus('unpaid')).toBeUndefined();
    expect(toSpecStatus('pending')).toBe('pending');
    expect(toSpecStatus('expired')).toBe('expired');
  });
});

describe('toOrder', () => {
  const base: OrderDoc = {
    uid: 'u',
    email: 'a@b.co',
    productId: 'p',
    productName: 'Drill',
    picture: '',
    unitPriceCents: 150,
    quantity: 2,
    amountCents: 300,
    address: 'x',
    mobile: '12345',
    status: 'unpaid',
    transactionId: null,
    expiresAt: new Date('2026-01-01T00:30:00Z'),
  };

  it('shows the deadline of an unpaid order, or of one awaiting approval, only', () => {
    expect(toOrder('o', base).expiresAt).toBe('2026-01-01T00:30:00.000Z');
    expect(toOrder('o', { ...base, status: 'awaitingApproval' }).expiresAt).toBe('2026-01-01T00:30:00.000Z');
    expect(toOrder('o', { ...base, status: 'expired' }).expiresAt).toBeUndefined();
  });

  it('shows shipping and refund details where set', () => {
    const order = toOrder('o', {
      ...base,
      status: 'refunded',
      carrier: 'UPS',
      trackingNumber: '1Z',
      shippedAt: new Date('2026-01-02T00:00:00Z'),
      refundedAt: new Date('2026-01-03T00:00:00Z'),
      refundReason: 'damaged',
    });
    expect(order).toMatchObject({
      status: 'refunded',
      carrier: 'UPS',
      trackingNumber: '1Z',
      shippedAt: '2026-01-02T00:00:00.000Z',
      refundedAt: '2026-01-03T00:00:00.000Z',
      refundReason: 'damaged',
    });
    expect(order).not.toHaveProperty('cancelReason');
  });
});
