// Concurrent checkouts over the same two products, half listing them one way round and half the other: exactly
// as many win as the scarcer product's stock allows, every loser is refused whole (409 naming the line), stock is
// conserved on both products, no 5xx and no deadlock.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, validationMessages as m } from '@toolshop/domain';
import { createAccount, type TestAccount } from '../support/accounts';
import { createProduct, productDoc } from './helpers/fixtures';
import { checkoutBody, conservedStocks, postCheckout } from './helpers/checkout';

const CUSTOMERS = 4;
const PER_CUSTOMER = 6;
const PARALLEL = CUSTOMERS * PER_CUSTOMER;

let customers: TestAccount[];
beforeAll(async () => {
  customers = await Promise.all(Array.from({ length: CUSTOMERS }, () => createAccount()));
  await bootEmulatorWorkers(PARALLEL + 4, Date.now() + 300_000);
}, 320_000);

/**
 * As tests/api/order-concurrency.test.ts does: the Functions emulator boots one worker process per request that
 * finds none idle, and a slow boot drops the request; the workers are booted ahead with checkouts of a sold-out
 * product (409, nothing stored), eight more at a time, so the race measures Firestore, not emulator start-up.
 */
async function bootEmulatorWorkers(count: number, deadline: number): Promise<void> {
  const soldOut = await createProduct({ available: 0, minimum: 1 });
  const probe = () => postCheckout(customers[0]!.token, checkoutBody([{ productId: soldOut, quantity: 1 }]));
  for (let parallel = 8; Date.now() < deadline;) {
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: parallel }, probe));
    const allQuick = answers.every((a) => a.status === 409) && Date.now() - started < 5_000;
    if (allQuick && parallel >= count) return;
    if (allQuick) parallel = Math.min(count, parallel + 8);
  }
}

describe('concurrent two-line checkouts', () => {
  it(`${PARALLEL} checkouts of the same two products in either order: 7 win, stock conserved, no 5xx`, async () => {
    const [scarce, plenty] = await Promise.all([
      createProduct({ name: 'Race Scarce', available: 7, minimum: 1 }),
      createProduct({ name: 'Race Plenty', available: 12, minimum: 1 }),
    ]);
    const before = await conservedStocks([scarce, plenty]);
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => {
        const lines = [
          { productId: scarce, quantity: 1 },
          { productId: plenty, quantity: 1 },
        ];
        if (i % 2) lines.reverse();
        return postCheckout(customers[i % CUSTOMERS]!.token, checkoutBody(lines));
      }),
    );
    const statuses = answers.map((answer) => answer.status);
    console.log(`${PARALLEL} parallel checkouts in ${((Date.now() - started) / 1000).toFixed(1)} s: ${statuses}`);

    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(7);
    for (const refused of answers.filter((answer) => answer.status !== 201)) {
      expect(refused).toEqual({
        status: 409,
        body: {
          message: apiMessages.checkoutLinesRefused,
          lines: [{ productId: scarce, problems: [m.quantityAboveAvailable] }],
        },
      });
    }
    expect((await productDoc(scarce))?.available).toBe(0);
    expect((await productDoc(plenty))?.available).toBe(5);
    expect(await conservedStocks([scarce, plenty])).toEqual(before);
  }, 240_000);
});
