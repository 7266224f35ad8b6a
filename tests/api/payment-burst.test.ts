// Two hundred payments at once, through Hosting and the test gateway, as a product launch would bring them: every
// one answers 200 (no payment waits on another: each commits its own order's move and its own request for a
// number), and the sequencer then gives the two hundred invoices consecutive numbers, each once, within 10 s of the
// last payment. The Firestore emulator delivers order triggers a few a second, so the setup is kept to one trigger
// an order (each copy is created already holding its intent, made by the real test gateway in this process) and the
// burst starts once those are in. That the sales day then equals the sum of the orders is the bench's payments row
// (it waits for 200 more triggers). The timeline goes to artifacts/payment-burst.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { collections, type OrderDoc } from '@toolshop/domain';
import { api } from '../support/api';
import { testAdmin } from '../support/admin';
import { createAccount, type TestAccount } from '../support/accounts';
import { createProduct, orderDoc } from './helpers/fixtures';
import { checkoutOrder } from './helpers/checkout';
import { inProcessDeps, testCard } from './helpers/order-moves';
import { numberedOrders } from './helpers/document-numbers';
import { orderTriggersDelivered, startApiInstances } from './helpers/order-copies';
import { payableAmountCents } from '../../functions/src/payments/payable-amount';

const BUYERS = 200;
const year = new Date().getUTCFullYear();
const sequenceOf = (number: string) => Number(number.slice(-6));

let payer: TestAccount;
let tool: string;
beforeAll(async () => {
  payer = await createAccount({ name: 'Launch Day' });
  tool = await createProduct({ name: 'Launch Grinder', priceCents: 12999, minimum: 1, available: 1000 });
});

/**
 * `count` unpaid copies of a placed order, each created holding an intent of its own that the test gateway made
 * for it (as POST /create-payment-intent would, without the second write of the order): their client secrets.
 */
async function ordersWithIntents(sourceId: string, count: number): Promise<{ ids: string[]; secrets: string[] }> {
  const { db } = testAdmin();
  const source = (await orderDoc(sourceId))!;
  const provider = inProcessDeps().paymentProvider();
  const ids: string[] = [];
  const secrets: string[] = [];
  const writer = db.bulkWriter();
  for (let i = 0; i < count; i++) {
    const ref = db.collection(collections.orders).doc();
    const amountCents = payableAmountCents(source);
    const intent = await provider.createIntent({ orderId: ref.id, amountCents, currency: 'usd' });
    void writer.create(ref, { ...source, createdAt: new Date(), paymentIntentId: intent.intentId } as OrderDoc);
    ids.push(ref.id);
    secrets.push(intent.clientSecret);
  }
  await writer.close();
  return { ids, secrets };
}

/**
 * When each order got its number (its last write) against when it was paid: the batches the sequencer numbered
 * them in, and the wait of the slowest. The numbering is an order's last write, so its update time is the batch's.
 */
async function numberingTimeline(
  ids: string[],
): Promise<{ batches: number; slowestWaitMs: number; medianWaitMs: number }> {
  const { db } = testAdmin();
  const snapshots = await db.getAll(...ids.map((id) => db.collection(collections.orders).doc(id)));
  const numberedAt = snapshots.map((snapshot) => snapshot.updateTime!.toMillis());
  const waits = snapshots
    .map((snapshot, i) => numberedAt[i]! - (snapshot.data()!.paidAt as { toMillis(): number }).toMillis())
    .sort((a, b) => a - b);
  return { batches: new Set(numberedAt).size, slowestWaitMs: waits.at(-1)!, medianWaitMs: waits[waits.length >> 1]! };
}

describe('a burst of payments', () => {
  it(`${BUYERS} payments at once: every one 200, ${BUYERS} consecutive invoice numbers within 10 s`, async () => {
    const source = await checkoutOrder(payer.token, [{ productId: tool, quantity: 1 }]);
    const { ids: orders, secrets } = await ordersWithIntents(source, BUYERS);
    await startApiInstances(10, tool);
    await orderTriggersDelivered();

    const answers = await Promise.all(
      secrets.map((clientSecret) => api('POST', '/payments/test/confirm', { body: { clientSecret, card: testCard } })),
    );
    const failed = answers.map((answer, i) => ({ i, status: answer.status })).filter(({ status }) => status !== 200);
    expect(failed, `payments that did not answer 200: ${JSON.stringify(failed.slice(0, 10))}`).toEqual([]);

    const lastAnswer = Date.now();
    const paid = await numberedOrders(orders, 'invoiceNumber');
    const numberedAfterMs = Date.now() - lastAnswer;
    mkdirSync('artifacts', { recursive: true });
    writeFileSync(
      'artifacts/payment-burst.json',
      JSON.stringify({ payments: BUYERS, numberedAfterMs, ...(await numberingTimeline(orders)) }, null, 2),
    );

    const numbers = paid.map((order) => order.invoiceNumber!);
    expect(new Set(numbers).size).toBe(BUYERS);
    expect(numbers.every((number) => number.startsWith(`INV-${year}-`))).toBe(true);
    const sequence = numbers.map(sequenceOf).sort((a, b) => a - b);
    expect(sequence).toEqual(Array.from({ length: BUYERS }, (_, i) => sequence[0]! + i));
    // Nothing waits for a number any more.
    const waiting = await testAdmin()
      .db.collection(collections.documentNumberRequests)
      .where('orderId', 'in', orders.slice(0, 30))
      .get();
    expect(waiting.size).toBe(0);

    // The burst leaves 200 order triggers and 400 emails queued on these emulators: this file runs last in its
    // run (RUNS_LAST, scripts/lib/test-times.mjs), so no other file's triggers or emails wait behind them.
  }, 600_000);
});
