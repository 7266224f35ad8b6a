import { describe, expect, it } from 'vitest';
import { orderStatuses } from './order-status';
import { orderStatusLabel } from './order-status-label';

describe('orderStatusLabel', () => {
  it('names every status with one word for people, never the stored value', () => {
    expect(Object.fromEntries(orderStatuses.map((status) => [status, orderStatusLabel(status)]))).toEqual({
      unpaid: 'Unpaid',
      pending: 'Paid',
      success: 'Confirmed',
      shipped: 'Shipped',
      cancelled: 'Cancelled',
      expired: 'Expired',
      refunded: 'Refunded',
      awaitingApproval: 'Awaiting approval',
    });
  });

  it('gives each status its own word', () => {
    const labels = orderStatuses.map(orderStatusLabel);
    expect(new Set(labels).size).toBe(orderStatuses.length);
  });
});
