// GET /api/reports/after-sales: returns and warranty claims of a range by product, return reason and claim outcome,
// with rates per unit sold. Orders, returns and claims are seeded on days of a year no other test uses; the units
// sold come through the real rollup trigger. Figures must match the seed exactly: rejected returns and everything
// outside the range left out, a sale refunded wholly in the range still counted as sold. Admins only; bad ranges 400.
import { beforeAll, describe, expect, it } from 'vitest';
import { collections, validationMessages as m, SALES_REPORT_MAX_DAYS } from '@toolshop/domain';
import { api } from '../support/api';
import { testAdmin } from '../support/admin';
import { createRoles, type Roles } from './helpers/fixtures';

let roles: Roles;
// A year of its own: reports.test.ts pays its orders in 2001-2020.
const year = 1981 + (Math.floor(Date.now() / 1000) % 20);
const day = (d: number) => `${year}-06-${String(d).padStart(2, '0')}`;
const at = (d: number) => new Date(`${day(d)}T12:00:00Z`);

const DRILL = { id: 'as-drill', name: 'After-sales Drill' };
const SAW = { id: 'as-saw', name: 'After-sales Saw' };
const BLADE = { id: 'as-blade', name: 'After-sales Blade' };

const line = (product: { id: string; name: string }, quantity: number) => ({
  productId: product.id,
  productName: product.name,
  picture: '/p.svg',
  quantity,
  unitPriceCents: 1000,
  amountCents: quantity * 1000,
  priceBreak: null,
});

function order(id: number, lines: ReturnType<typeof line>[], fields: Record<string, unknown>) {
  const amountCents = lines.reduce((sum, l) => sum + l.amountCents, 0);
  return {
    uid: 'after-sales-test',
    email: 'after-sales@toolshop.test',
    productId: lines[0]!.productId,
    productName: lines[0]!.productName,
    picture: '/p.svg',
    quantity: 1,
    unitPriceCents: amountCents,
    address: 'x',
    mobile: 'x',
    transactionId: `pi_after_sales_${id}`,
    lines,
    subtotalCents: amountCents,
    shippingCents: 0,
    taxCents: 0,
    amountCents,
    ...fields,
  };
}

function aReturn(n: number, d: number, status: string, reason: string, lines: ReturnType<typeof line>[]) {
  return {
    number: `R-9${n}`,
    orderId: `after-sales-${year}-1`,
    uid: 'after-sales-test',
    email: 'after-sales@toolshop.test',
    lines: lines.map(({ productId, productName, picture, quantity, unitPriceCents }) => ({
      productId,
      productName,
      picture,
      quantity,
      unitPriceCents,
    })),
    reason,
    comment: null,
    photos: [],
    status,
    late: false,
    instructions: null,
    rejectReason: null,
    received: null,
    refund: null,
    replacementOrderId: null,
    timeline: [],
    createdAt: at(d),
    updatedAt: at(d),
  };
}

function aClaim(d: number, product: { id: string; name: string }, decision: string | null) {
  return {
    registrationId: `AS-${d}-${product.id}`,
    productId: product.id,
    productName: product.name,
    uid: 'after-sales-test',
    email: 'after-sales@toolshop.test',
    description: 'Stopped working',
    photos: [],
    occurredAt: day(d),
    warrantyEndsAt: `${year + 2}-06-01`,
    status: decision ? 'decided' : 'submitted',
    decision,
    instructions: null,
    rejectReason: null,
    parts: [],
    orderId: null,
    decidedAt: decision ? at(d) : null,
    decidedBy: null,
    createdAt: at(d),
  };
}

beforeAll(async () => {
  roles = await createRoles();
  const { db } = testAdmin();
  const orders = db.collection(collections.orders);
  const returns = db.collection(collections.returns);
  const claims = db.collection(collections.claims);
  await Promise.all([
    // In the range (June 10-20): 10 drills, 4 saws, 20 blades sold.
    orders
      .doc(`after-sales-${year}-1`)
      .set(order(1, [line(DRILL, 6), line(BLADE, 20)], { status: 'shipped', paidAt: at(10) })),
    orders.doc(`after-sales-${year}-2`).set(order(2, [line(SAW, 4)], { status: 'shipped', paidAt: at(12) })),
    // Paid and wholly refunded in the range: still 4 drills sold.
    orders
      .doc(`after-sales-${year}-3`)
      .set(order(3, [line(DRILL, 4)], { status: 'refunded', paidAt: at(11), refundedAt: at(15) })),
    // Paid before the range, refunded in it: not sold in the range.
    orders
      .doc(`after-sales-${year}-4`)
      .set(order(4, [line(SAW, 7)], { status: 'refunded', paidAt: at(2), refundedAt: at(14) })),
    // Paid after the range.
    orders.doc(`after-sales-${year}-5`).set(order(5, [line(BLADE, 50)], { status: 'shipped', paidAt: at(25) })),
    returns.doc(`as-${year}-1`).set(aReturn(1, 13, 'refunded', 'damaged-in-transit', [line(DRILL, 2), line(BLADE, 5)])),
    returns.doc(`as-${year}-2`).set(aReturn(2, 16, 'requested', 'wrong-item', [line(SAW, 1)])),
    returns.doc(`as-${year}-3`).set(aReturn(3, 17, 'approved', 'damaged-in-transit', [line(DRILL, 1)])),
    // Rejected: left out.
    returns.doc(`as-${year}-4`).set(aReturn(4, 18, 'rejected', 'other', [line(DRILL, 3)])),
    // Outside the range.
    returns.doc(`as-${year}-5`).set(aReturn(5, 21, 'requested', 'other', [line(SAW, 2)])),
    claims.doc(`as-${year}-1`).set(aClaim(14, DRILL, 'parts')),
    claims.doc(`as-${year}-2`).set(aClaim(19, DRILL, null)),
    claims.doc(`as-${year}-3`).set(aClaim(20, SAW, 'reject')),
    claims.doc(`as-${year}-4`).set(aClaim(9, SAW, 'repair')),
  ]);
});

const range = () => `from=${day(10)}&to=${day(20)}`;
const report = (query: string, token = roles.admin.token) => api('GET', `/reports/after-sales?${query}`, { token });

/** The report once the rollup holds the range's sales (38 pieces sold on June 10-12, 4 taken back on June 15). */
async function reportOnceRolledUp() {
  let seen: unknown;
  for (let attempt = 0; attempt < 120; attempt++) {
    const answer = await report(range());
    seen = answer.body;
    if (answer.status === 200 && answer.body.unitsSold === 34) return answer;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`waited 30 s for the rollup to show 34 units sold on ${range()}; saw ${JSON.stringify(seen)}`);
}

describe('GET /api/reports/after-sales', () => {
  it('counts the range’s returns and claims by product, reason and outcome, with rates per unit sold', async () => {
    const { status, body } = await reportOnceRolledUp();
    expect(status).toBe(200);
    expect(body).toEqual({
      from: day(10),
      to: day(20),
      unitsSold: 34,
      returns: 3,
      returnedUnits: 9,
      claims: 3,
      byProduct: [
        {
          productId: BLADE.id,
          name: BLADE.name,
          unitsSold: 20,
          returns: 1,
          returnedUnits: 5,
          returnRate: 0.25,
          claims: 0,
          claimRate: 0,
        },
        {
          productId: DRILL.id,
          name: DRILL.name,
          unitsSold: 10,
          returns: 2,
          returnedUnits: 3,
          returnRate: 0.3,
          claims: 2,
          claimRate: 0.2,
        },
        {
          productId: SAW.id,
          name: SAW.name,
          unitsSold: 4,
          returns: 1,
          returnedUnits: 1,
          returnRate: 0.25,
          claims: 1,
          claimRate: 0.25,
        },
      ],
      returnsByReason: [
        { reason: 'wrong-item', label: 'Wrong item', returns: 1, returnedUnits: 1, rate: 0.0294 },
        { reason: 'damaged-in-transit', label: 'Damaged in transit', returns: 2, returnedUnits: 8, rate: 0.2353 },
        { reason: 'not-as-described', label: 'Not as described', returns: 0, returnedUnits: 0, rate: 0 },
        { reason: 'no-longer-needed', label: 'No longer needed', returns: 0, returnedUnits: 0, rate: 0 },
        { reason: 'other', label: 'Other', returns: 0, returnedUnits: 0, rate: 0 },
      ],
      claimsByOutcome: [
        { outcome: 'submitted', label: 'Waiting for a decision', claims: 1, rate: 0.0294 },
        { outcome: 'repair', label: 'Repair', claims: 0, rate: 0 },
        { outcome: 'replace', label: 'Replacement', claims: 0, rate: 0 },
        { outcome: 'parts', label: 'Parts sent', claims: 1, rate: 0.0294 },
        { outcome: 'reject', label: 'Rejected', claims: 1, rate: 0.0294 },
      ],
    });
  });

  it('a range with nothing sold answers zeros and no rates', async () => {
    const { status, body } = await report(`from=${year}-01-01&to=${year}-01-31`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ unitsSold: 0, returns: 0, returnedUnits: 0, claims: 0, byProduct: [] });
    expect(body.returnsByReason.every((row: { rate: number | null }) => row.rate === null)).toBe(true);
  });

  it('admins only: 401 without a token, 403 for a customer; bad ranges 400', async () => {
    expect((await api('GET', `/reports/after-sales?${range()}`)).status).toBe(401);
    expect((await report(range(), roles.customer.token)).status).toBe(403);
    for (const [query, message] of [
      [`from=${year}-02-30&to=${day(5)}`, m.reportDateInvalid],
      [`from=${day(5)}&to=${day(1)}`, m.reportRangeInvalid(SALES_REPORT_MAX_DAYS)],
      [`from=${day(1)}`, m.reportDateInvalid],
      [`from=${day(1)}&to=${day(2)}&extra=1`, m.unknownField],
    ] as const) {
      const answer = await report(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message).toBe(message);
    }
  });
});
