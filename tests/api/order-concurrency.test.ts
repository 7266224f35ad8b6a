import { beforeAll, describe, expect, it } from 'vitest';
import { validationMessages as m } from '@toolshop/domain';
import { createAccount, type TestAccount } from '../support/accounts';
import { api } from '../support/api';
import { createProduct, orderForm, ordersOfProduct, productDoc } from './helpers/fixtures';

const PARALLEL = 40;

/** Workers booted ahead: a little more than the race needs, as a request may overlap one still finishing. */
const WARM_WORKERS = 48;

let customer: TestAccount;
beforeAll(async () => {
  customer = await createAccount();
  await bootEmulatorWorkers(WARM_WORKERS, Date.now() + 400_000);
}, 420_000);

/**
 * The Functions emulator serves one request per worker process and boots a new process for every request that
 * finds no idle one; a worker that takes over 30 s to boot has its request dropped (a 504 from Hosting after
 * 60 s). Forty processes booting at once on a small, busy machine hit that, so they are booted ahead, eight
 * more at a time, until `count` parallel requests are all answered quickly (every one found an idle worker).
 * The warm-up requests take the race's own path (token check, product read) on a sold-out product, so they
 * store nothing. The race then measures Firestore rather than emulator start-up. Deployed, one instance
 * serves up to 80 requests at once (functions/src/index.ts).
 */
async function bootEmulatorWorkers(count: number, deadline: number): Promise<void> {
  const soldOut = await createProduct({ available: 0, minimum: 1 });
  const probe = () => api('POST', '/order', { token: customer.token, body: { productId: soldOut, quantity: 1, ...orderForm } });
  for (let parallel = 8; Date.now() < deadline; ) {
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: parallel }, probe));
    const allQuick = answers.every((a) => a.status === 400) && Date.now() - started < 5_000;
    if (allQuick && parallel >= count) return;
    if (allQuick) parallel = Math.min(count, parallel + 8);
  }
}

describe('concurrent orders never oversell', () => {
  it('40 parallel orders for a product with 10 units: exactly 10 orders, 0 left, no 5xx', async () => {
    const productId = await createProduct({ available: 10, minimum: 1 });
    const started = Date.now();
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, () => api('POST', '/order', { token: customer.token, body: { productId, quantity: 1, ...orderForm } })),
    );
    const seconds = (Date.now() - started) / 1000;
    const statuses = results.map((r) => r.status);
    console.log(`${PARALLEL} parallel orders answered in ${seconds.toFixed(1)} s: ${JSON.stringify(countBy(statuses))}`);

    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    for (const refused of results.filter((r) => r.status !== 201)) {
      expect(refused).toEqual({ status: 400, body: { message: m.quantityAboveAvailable, errors: { quantity: m.quantityAboveAvailable } } });
    }
    expect((await productDoc(productId))?.available).toBe(0);
    expect(await ordersOfProduct(productId)).toHaveLength(10);
  }, 240_000);
});

function countBy(values: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
