import { describe, expect, it } from 'vitest';
import { orderLinesOf } from '@toolshop/domain';
import { seedProducts } from './products.mjs';
import { demoOrders } from './demo-orders.mjs';

const products: Record<string, any>[] = seedProducts;
const customer = { uid: 'demo-customer', email: 'customer@toolshop.test' };

describe('the demo orders', () => {
  it('ship every unit of a tool with a serial of its pattern, recorded as the ship call records it', () => {
    const orders = demoOrders(customer, Date.parse('2026-11-28T12:00:00Z'));
    expect(orders.length).toBeGreaterThanOrEqual(2);
    const all: string[] = [];
    for (const { id, order, serials } of orders) {
      expect(order).toMatchObject({ status: 'shipped', demo: true, uid: customer.uid });
      for (const line of orderLinesOf(order as never)) {
        const product = products.find((p) => p.id === line.productId)!;
        const given: string[] = (order.serials as Record<string, string[]>)[line.productId] ?? [];
        if (!product.serialPattern) {
          expect(given, `${id}: a part has no serial`).toEqual([]);
          continue;
        }
        expect(given, `${id}: one serial per unit of ${line.productId}`).toHaveLength(line.quantity);
        for (const serial of given) expect(serial).toMatch(new RegExp(product.serialPattern));
      }
      for (const { serial, doc } of serials) {
        expect(doc).toMatchObject({ orderId: id, uid: customer.uid, shippedAt: order.shippedAt, demo: true });
        expect((order.serials as Record<string, string[]>)[doc.productId]).toContain(serial);
        all.push(serial);
      }
    }
    expect(new Set(all).size, 'serials are unique').toBe(all.length);
    expect(new Set(orders.flatMap(({ order }) => Object.keys(order.serials))).size).toBeGreaterThanOrEqual(2);
  });
});
