import { describe, expect, it } from 'vitest';
import type { OrderDoc } from '@toolshop/domain';
import { formatOrderDate, toPlacedOrder } from './placed-order';

const doc: OrderDoc = {
  uid: 'u1',
  email: 'customer@toolshop.test',
  productId: 'p1',
  productName: 'Drill',
  picture: '/products/drill.svg',
  unitPriceCents: 2500,
  quantity: 3,
  amountCents: 7500,
  address: '1 Lane',
  mobile: '+1 555 0100',
  status: 'unpaid',
  transactionId: null,
};

describe('orders as the lists show them', () => {
  it('reads createdAt from a Firestore Timestamp (anything with toDate) and keeps the domain fields', () => {
    const placedAt = new Date(Date.UTC(2026, 10, 23, 11, 5));
    const order = toPlacedOrder('AbCdEfGh1234', { ...doc, createdAt: { toDate: () => placedAt } });
    expect(order).toMatchObject({
      _id: 'AbCdEfGh1234',
      amount: 75,
      address: '1 Lane',
      mobile: '+1 555 0100',
      placedAt,
    });
  });

  it('has no date while the server timestamp is pending', () => {
    expect(toPlacedOrder('x', doc).placedAt).toBeNull();
    expect(formatOrderDate(null)).toBe('–');
  });
});
