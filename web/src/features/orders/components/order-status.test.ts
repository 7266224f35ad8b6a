import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Order } from '@toolshop/domain';
import { OrderStatus } from './order-status';

const now = new Date('2026-11-23T12:00:00.000Z');
const order = (fields: Partial<Order>): Order => ({
  _id: 'order1',
  productId: 'drill',
  address: '1 Lane',
  email: 'casey@toolshop.test',
  productName: 'Drill',
  mobile: '+1 555 0100',
  picture: '/products/drill.svg',
  quantity: 2,
  price: 25,
  amount: 50,
  lines: [],
  ...fields,
});
const shown = (fields: Partial<Order>) =>
  renderToStaticMarkup(createElement(OrderStatus, { order: order(fields), now }));

describe('OrderStatus (My Orders)', () => {
  it('an unpaid order shows its time left to pay, then Expired once the deadline has passed', () => {
    const html = shown({ expiresAt: '2026-11-23T12:29:41.000Z' });
    expect(html).toContain('Unpaid');
    expect(html).toMatch(/role="timer"[^>]*>29:41 left to pay</);
    expect(shown({ expiresAt: '2026-11-23T11:59:00.000Z' })).toMatch(/role="timer"[^>]*>Expired</);
  });

  it('a shipped order shows its carrier and tracking number, and no countdown', () => {
    const html = shown({ status: 'shipped', carrier: 'Pigeon Post', trackingNumber: 'JD0146', transactionId: 'pi_1' });
    expect(html).toContain('Shipped');
    expect(html).toContain('Pigeon Post, tracking JD0146');
    expect(html).not.toContain('role="timer"');
  });

  it("a shipped order's tracking number links its carrier's tracking page, in a new tab", () => {
    const html = shown({ status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
    const link = html.match(/<a [^>]*>1Z999AA10123456784/)?.[0] ?? '';
    expect(link).toContain('href="https://www.ups.com/track?tracknum=1Z999AA10123456784"');
    expect(link).toContain('target="_blank"');
    expect(link).toMatch(/rel="[^"]*\bnoopener\b/);
  });

  it('expired, cancelled and refunded orders say so, with the reason where one was given', () => {
    expect(shown({ status: 'expired' })).toContain('>Expired<');
    expect(shown({ status: 'cancelled', cancelReason: 'Changed my mind' })).toContain('Reason: Changed my mind');
    const refunded = shown({ status: 'refunded', refundReason: 'Arrived damaged' });
    expect(refunded).toContain('Refunded');
    expect(refunded).toContain('Reason: Arrived damaged');
  });
});
