// Stock adjustments racing orders for one product: 2 rounds of 20 parallel orders and 8 parallel adjustments
// (some taking stock away, some adding). The stock is conserved: the final count is the starting stock, plus the
// adjustments that were accepted, minus the quantities ordered; every accepted adjustment is stored once with a
// matching audit record, a refused one left no trace, and nothing answered 5xx. Like stock-race.test.ts, the
// rounds go to the API's own app in this process (the Functions emulator's cold starts are not the subject).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, orderPiecesByProduct, STOCK_ADJUSTMENTS, type StockAdjustmentDoc } from '@toolshop/domain';
import { createAccount, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { createProduct, orderForm, ordersOfProduct, productDoc } from '../api/helpers/fixtures';
import { recordFigures } from './support/figures';
import { startInProcessApi, type InProcessApi } from './support/in-process-api';
import { sendRaw } from './support/raw-request';
import { SECURITY_SEED } from './support/seed';

const ROUNDS = 2;
const ORDERS_PER_ROUND = 20;
const ADJUSTMENTS_PER_ROUND = 8;
const STOCK = 25;

let customers: TestAccount[];
let admin: TestAccount;
let inProcess: InProcessApi;

async function call(method: string, path: string, token: string, body: unknown) {
  const answer = await sendRaw(
    { method, path, token, body: JSON.stringify(body), contentType: 'application/json' },
    inProcess.baseUrl,
  );
  return answer as { status: number; body: any };
}

beforeAll(async () => {
  [customers, admin] = await Promise.all([
    Promise.all(Array.from({ length: 3 }, () => createAccount())),
    createAccount({ admin: true }),
  ]);
  inProcess = await startInProcessApi();
}, 120_000);
afterAll(() => inProcess?.close());

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return state / 2 ** 32;
  };
}

async function round(index: number) {
  const next = random(SECURITY_SEED + 1000 + index);
  const productId = await createProduct({ available: STOCK, minimum: 1 });
  const statuses: Record<string, number> = {};
  const count = (kind: string, status: number) =>
    (statuses[`${kind} ${status}`] = (statuses[`${kind} ${status}`] ?? 0) + 1);
  const acceptedDeltas: number[] = [];
  const orders = Array.from({ length: ORDERS_PER_ROUND }, (_, i) => async () => {
    const quantity = 1 + Math.floor(next() * 3);
    const answer = await call('POST', '/order', customers[i % customers.length]!.token, {
      productId,
      quantity,
      ...orderForm,
    });
    count('order', answer.status);
  });
  const adjustments = Array.from({ length: ADJUSTMENTS_PER_ROUND }, () => async () => {
    const delta = (next() < 0.5 ? -1 : 1) * (1 + Math.floor(next() * 8));
    const answer = await call('POST', `/product/${productId}/stock`, admin.token, {
      delta,
      reason: 'count correction',
    });
    count('adjustment', answer.status);
    if (answer.status === 201) acceptedDeltas.push(delta);
  });
  // Interleaved, all in flight at once.
  const all = [...orders, ...adjustments].sort(() => next() - 0.5);
  await Promise.all(all.map((run) => run()));

  const finalStock = (await productDoc(productId))?.available ?? NaN;
  // The pieces of each order's line (SPEC's fields of a shipped and taxed order are one bundle).
  const ordered = (await ordersOfProduct(productId)).reduce(
    (sum, o) => sum + (orderPiecesByProduct(o).get(productId) ?? 0),
    0,
  );
  const stored = (
    await testAdmin().db.collection(collections.products).doc(productId).collection(STOCK_ADJUSTMENTS).get()
  ).docs.map((doc) => doc.data() as StockAdjustmentDoc);
  const audits = await testAdmin()
    .db.collection(collections.audit)
    .where('target.id', '==', productId)
    .where('action', '==', 'stock.adjust')
    .get();
  return { productId, statuses, acceptedDeltas, finalStock, ordered, stored, auditCount: audits.size };
}

describe('stock adjustments racing orders', () => {
  it(`${ROUNDS} rounds of ${ORDERS_PER_ROUND} orders and ${ADJUSTMENTS_PER_ROUND} adjustments in parallel conserve the stock`, async () => {
    const figures = [];
    for (let i = 0; i < ROUNDS; i++) {
      const r = await round(i);
      figures.push({
        statuses: r.statuses,
        accepted: r.acceptedDeltas.length,
        finalStock: r.finalStock,
        ordered: r.ordered,
      });
      const added = r.acceptedDeltas.reduce((sum, d) => sum + d, 0);
      expect(
        Object.keys(r.statuses).filter((s) => Number(s.split(' ')[1]) >= 500),
        inProcess.unhandledErrors().join('\n'),
      ).toEqual([]);
      // Orders: placed, out of stock, or asked to try again; adjustments: made, or refused below 0.
      for (const key of Object.keys(r.statuses))
        expect(['order 201', 'order 400', 'order 409', 'adjustment 201', 'adjustment 409']).toContain(key);
      expect(r.finalStock).toBeGreaterThanOrEqual(0);
      expect(r.finalStock).toBe(STOCK + added - r.ordered);
      expect(r.stored.map((a) => a.delta).sort()).toEqual([...r.acceptedDeltas].sort());
      for (const a of r.stored) {
        expect(a.after).toBe(a.before + a.delta);
        expect(a.after).toBeGreaterThanOrEqual(0);
      }
      expect(r.auditCount).toBe(r.acceptedDeltas.length);
    }
    recordFigures('stock-adjustment-race', 'rounds', { seed: SECURITY_SEED, rounds: figures });
    console.log('stock adjustment race', JSON.stringify(figures));
  }, 240_000);
});
