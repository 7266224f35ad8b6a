// GET /api/reports/sales through the real trigger: orders paid (and one refunded) on days of their own are rolled
// up into salesDays by the trigger, and the report answers their rows, tax per zone and top products, goods,
// shipping and tax net of refunds (a refund takes them back on its own day) with the refunds apart; days with no
// sale have rows of zero; long ranges are weekly; admins only; bad ranges 400. A return's refund takes its goods,
// shipping and tax back on its own day, like a whole order's.
import { beforeAll, describe, expect, it } from 'vitest';
import { collections, validationMessages as m, SALES_REPORT_MAX_DAYS } from '@toolshop/domain';
import { api } from '../support/api';
import { testAdmin } from '../support/admin';
import { createRoles, type Roles } from './helpers/fixtures';

let roles: Roles;
// Days of their own, in a year no other test pays orders in.
const year = 2001 + (Math.floor(Date.now() / 1000) % 20);
const day = (d: number) => `${year}-03-${String(d).padStart(2, '0')}`;
const at = (d: number) => new Date(`${day(d)}T12:00:00Z`);

const line = (productId: string, name: string, quantity: number, unitPriceCents: number) => ({
  productId,
  productName: name,
  picture: '/p.svg',
  quantity,
  unitPriceCents,
  amountCents: quantity * unitPriceCents,
  priceBreak: null,
});

function order(id: number, fields: Record<string, unknown>) {
  return {
    uid: 'report-test',
    email: 'report@toolshop.test',
    productId: 'p1',
    productName: 'Report Drill',
    picture: '/p.svg',
    quantity: 1,
    unitPriceCents: 0,
    address: 'x',
    mobile: 'x',
    transactionId: `pi_report_${id}`,
    ...fields,
  };
}

beforeAll(async () => {
  roles = await createRoles();
  const { db } = testAdmin();
  const orders = db.collection(collections.orders);
  await Promise.all([
    // Germany: goods 100, shipping 39.95, tax 20% on both = 27.99
    orders.doc(`report-${year}-1`).set(
      order(1, {
        lines: [line('p1', 'Report Drill', 2, 5000)],
        status: 'pending',
        paidAt: at(2),
        subtotalCents: 10000,
        shippingCents: 3995,
        taxCents: 2799,
        amountCents: 16794,
        shippingZone: { id: 'eu', name: 'European Union' },
      }),
    ),
    orders.doc(`report-${year}-2`).set(
      order(2, {
        lines: [line('p2', 'Report Saw', 1, 12900), line('p1', 'Report Drill', 1, 5000)],
        status: 'refunded',
        paidAt: at(2),
        refundedAt: at(4),
        subtotalCents: 17900,
        shippingCents: 995,
        taxCents: 1559,
        amountCents: 20454,
        shippingZone: { id: 'us', name: 'United States' },
      }),
    ),
    // POST /order's kind: goods only, no zone.
    orders.doc(`report-${year}-3`).set(order(3, { status: 'shipped', paidAt: at(3), amountCents: 2599, quantity: 1 })),
    // Never paid: not a sale.
    orders.doc(`report-${year}-4`).set(order(4, { status: 'expired', paidAt: null, amountCents: 99999 })),
  ]);
});

const report = (query: string, token = roles.admin.token) => api('GET', `/reports/sales?${query}`, { token });

async function reportOnceRolledUp(query: string, orders: number) {
  let seen: unknown;
  for (let attempt = 0; attempt < 120; attempt++) {
    const answer = await report(query);
    seen = answer.body.rows;
    const total = answer.body.rows?.reduce((sum: number, row: { orders: number }) => sum + row.orders, 0);
    if (total === orders && answer.body.rows.some((row: { refunds: number }) => row.refunds > 0)) return answer;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`waited 30 s for ${orders} orders and a refund in the report's rows; saw ${JSON.stringify(seen)}`);
}

describe('GET /api/reports/sales', () => {
  it('answers rows per day, tax per zone and top products from the paid orders', async () => {
    const { status, body } = await reportOnceRolledUp(`from=${day(1)}&to=${day(5)}`, 3);
    expect(status).toBe(200);
    expect(body.rows).toEqual([
      { period: day(1), orders: 0, goods: 0, shipping: 0, tax: 0, refunds: 0 },
      { period: day(2), orders: 2, goods: 279, shipping: 49.9, tax: 43.58, refunds: 0 },
      { period: day(3), orders: 1, goods: 25.99, shipping: 0, tax: 0, refunds: 0 },
      { period: day(4), orders: 0, goods: -179, shipping: -9.95, tax: -15.59, refunds: 204.54 },
      { period: day(5), orders: 0, goods: 0, shipping: 0, tax: 0, refunds: 0 },
    ]);
    expect(body.byZone).toEqual([
      { zoneId: 'eu', name: 'European Union', orders: 1, goods: 100, shipping: 39.95, tax: 27.99, refunds: 0 },
      { zoneId: 'us', name: 'United States', orders: 1, goods: 0, shipping: 0, tax: 0, refunds: 204.54 },
      { zoneId: 'none', name: 'No zone (goods only)', orders: 1, goods: 25.99, shipping: 0, tax: 0, refunds: 0 },
    ]);
    // Order 2's saw and drill went back with its refund.
    expect(body.topProducts).toEqual([{ productId: 'p1', name: 'Report Drill', quantity: 3, amount: 125.99 }]);
  });

  it("a refund is not counted as collected: the refunded order's zone nets to zero, the refund shown apart", async () => {
    const { body } = await reportOnceRolledUp(`from=${day(2)}&to=${day(4)}`, 3);
    const us = body.byZone.find((zone: { zoneId: string }) => zone.zoneId === 'us');
    expect(us).toEqual({
      zoneId: 'us',
      name: 'United States',
      orders: 1,
      goods: 0,
      shipping: 0,
      tax: 0,
      refunds: 204.54,
    });
    const sum = (key: 'goods' | 'shipping' | 'tax' | 'refunds') =>
      Math.round(body.rows.reduce((total: number, row: Record<typeof key, number>) => total + row[key] * 100, 0)) / 100;
    // Orders 1 and 3 are what was kept; order 2's 204.54 is refunded and appears only as a refund.
    expect([sum('goods'), sum('shipping'), sum('tax'), sum('refunds')]).toEqual([125.99, 39.95, 27.99, 204.54]);
    // The refund's day alone: the taken-back amounts, negative, in the day's row and in its zone.
    const refundDay = await report(`from=${day(4)}&to=${day(4)}`);
    expect(refundDay.body.byZone).toEqual([
      { zoneId: 'us', name: 'United States', orders: 0, goods: -179, shipping: -9.95, tax: -15.59, refunds: 204.54 },
    ]);
  });

  it('a long range is reported per ISO week, every week present', async () => {
    const { body } = await report(`from=${year}-01-01&to=${year}-12-31`);
    expect(body.rows.length).toBeGreaterThanOrEqual(52);
    expect(body.rows.reduce((sum: number, row: { orders: number }) => sum + row.orders, 0)).toBe(3);
  });

  it('a changed order moves its sale: refunding order 1 adds its refund on the refund day', async () => {
    await testAdmin()
      .db.collection(collections.orders)
      .doc(`report-${year}-1`)
      .update({ status: 'refunded', refundedAt: at(5) });
    let seen: unknown;
    for (let attempt = 0; attempt < 120; attempt++) {
      const { body } = await report(`from=${day(5)}&to=${day(5)}`);
      seen = body.rows;
      if (body.rows[0].refunds === 167.94) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`waited 30 s for a refund of 167.94 on ${day(5)}; saw ${JSON.stringify(seen)}`);
  });

  it('admins only: 401 without a token, 403 for a customer; bad ranges 400', async () => {
    expect((await api('GET', `/reports/sales?from=${day(1)}&to=${day(5)}`)).status).toBe(401);
    expect((await report(`from=${day(1)}&to=${day(5)}`, roles.customer.token)).status).toBe(403);
    for (const [query, message] of [
      [`from=${year}-02-30&to=${day(5)}`, m.reportDateInvalid],
      [`from=${day(5)}&to=${day(1)}`, m.reportRangeInvalid(SALES_REPORT_MAX_DAYS)],
      [`from=2000-01-01&to=2026-01-01`, m.reportRangeInvalid(SALES_REPORT_MAX_DAYS)],
      [`from=${day(1)}`, m.reportDateInvalid],
      [`from=${day(1)}&to=${day(2)}&extra=1`, m.unknownField],
    ] as const) {
      const answer = await report(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message).toBe(message);
    }
  });
});

describe('a return’s refund in GET /api/reports/sales', () => {
  // Days of their own, years after any other test's orders.
  const returnDay = (d: number) => `${year + 40}-03-${String(d).padStart(2, '0')}`;
  const returnAt = (d: number) => new Date(`${returnDay(d)}T12:00:00Z`);

  it('takes the refunded lines, shipping and tax back on the refund’s day, the refund shown apart', async () => {
    // Paid on day 2: a drill 2 x 50.00 and blades 3 x 10.00, shipping 10.00, tax 10% of the goods = 13.00.
    // Its return refunded on day 3: one drill and two blades (70.00), the shipping (10.00) and their tax (7.00).
    await testAdmin()
      .db.collection(collections.orders)
      .doc(`report-return-${year}`)
      .set(
        order(5, {
          lines: [line('r1', 'Returned Drill', 2, 5000), line('r2', 'Returned Blade', 3, 1000)],
          status: 'shipped',
          paidAt: returnAt(2),
          subtotalCents: 13000,
          shippingCents: 1000,
          taxCents: 1300,
          amountCents: 15300,
          shippingZone: { id: 'eu', name: 'European Union' },
          returnRefundedCents: 8700,
          returnRefunds: {
            'report-return-1': {
              at: returnAt(3),
              goodsCents: 7000,
              shippingCents: 1000,
              taxCents: 700,
              amountCents: 8700,
              lines: [
                { productId: 'r1', quantity: 1, amountCents: 5000 },
                { productId: 'r2', quantity: 2, amountCents: 2000 },
              ],
            },
          },
        }),
      );
    const { body } = await reportOnceRolledUp(`from=${returnDay(1)}&to=${returnDay(4)}`, 1);
    expect(body.rows).toEqual([
      { period: returnDay(1), orders: 0, goods: 0, shipping: 0, tax: 0, refunds: 0 },
      { period: returnDay(2), orders: 1, goods: 130, shipping: 10, tax: 13, refunds: 0 },
      { period: returnDay(3), orders: 0, goods: -70, shipping: -10, tax: -7, refunds: 87 },
      { period: returnDay(4), orders: 0, goods: 0, shipping: 0, tax: 0, refunds: 0 },
    ]);
    // What was kept: one drill and one blade, no shipping, their tax; the 87.00 refunded apart.
    expect(body.byZone).toEqual([
      { zoneId: 'eu', name: 'European Union', orders: 1, goods: 60, shipping: 0, tax: 6, refunds: 87 },
    ]);
    expect(body.topProducts).toEqual([
      { productId: 'r1', name: 'Returned Drill', quantity: 1, amount: 50 },
      { productId: 'r2', name: 'Returned Blade', quantity: 1, amount: 10 },
    ]);
  });
});
