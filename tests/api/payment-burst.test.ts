// Two hundred payments at once, through Hosting and the test gateway, as a product launch would bring them: every
// one answers 200 (no payment waits on another: each commits its own order's move and its own request for a
// number), the sequencer then gives the two hundred invoices consecutive numbers, each once, within 10 s of the last
// payment, and the sales day comes to exactly the sum of the day's orders. The Firestore emulator delivers order
// triggers a few a second: the burst starts once the setup's have arrived, and the sales day, which needs every
// payment's trigger, is given two minutes. The timeline goes to artifacts/payment-burst.json.
import { beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { collections, salesDaysOf, type OrderDoc } from '@toolshop/domain';
import { canonical } from '../security/support/firestore-snapshot';
import { api } from '../support/api';
import { testAdmin } from '../support/admin';
import { createAccount, type TestAccount } from '../support/accounts';
import { createProduct } from './helpers/fixtures';
import { checkoutOrder } from './helpers/checkout';
import { openIntent, testCard } from './helpers/order-moves';
import { numberedOrders } from './helpers/document-numbers';
import { cloneOrder, orderTriggersDelivered, startApiInstances } from './helpers/order-copies';

const BUYERS = 200;
const year = new Date().getUTCFullYear();
const sequenceOf = (number: string) => Number(number.slice(-6));

let payer: TestAccount;
let tool: string;
beforeAll(async () => {
  payer = await createAccount({ name: 'Launch Day' });
  tool = await createProduct({ name: 'Launch Grinder', priceCents: 12999, minimum: 1, available: 1000 });
});

/** Runs `work` over `items`, `width` at a time (opening intents is not what is measured). */
async function inGroups<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += width)
    results.push(...(await Promise.all(items.slice(i, i + width).map(work))));
  return results;
}

/** Every 2 s after the burst: how many of its orders are numbered, and how many of their sales are recorded and folded. */
function watchBookkeeping(orders: string[], from: number) {
  const { db } = testAdmin();
  const samples: { afterMs: number; numbered: number; recorded: number; folded: number }[] = [];
  let stopped = false;
  const ids = new Set(orders);
  void (async () => {
    while (!stopped) {
      const [numbered, events] = await Promise.all([
        db.collection(collections.orders).where('invoiceNumber', '>=', '').get(),
        db
          .collection(collections.salesRollupEvents)
          .where('at', '>=', new Date(from - 120_000))
          .get(),
      ]);
      const ours = events.docs.filter((doc) => ids.has(doc.get('orderId')));
      samples.push({
        afterMs: Date.now() - from,
        numbered: numbered.docs.filter((doc) => ids.has(doc.id)).length,
        recorded: ours.length,
        folded: ours.filter((doc) => doc.get('folded') === true).length,
      });
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  })();
  return { samples, stop: () => (stopped = true) };
}

describe('a burst of payments', () => {
  it(`${BUYERS} payments at once: every one 200, ${BUYERS} consecutive invoice numbers within 10 s`, async () => {
    const orders = await cloneOrder(await checkoutOrder(payer.token, [{ productId: tool, quantity: 1 }]), BUYERS);
    const secrets = await inGroups(orders, 10, (id) => openIntent(payer, id));
    await startApiInstances(10, tool);
    await orderTriggersDelivered();

    const answers = await Promise.all(
      secrets.map((clientSecret) => api('POST', '/payments/test/confirm', { body: { clientSecret, card: testCard } })),
    );
    const failed = answers.map((answer, i) => ({ i, status: answer.status })).filter(({ status }) => status !== 200);
    expect(failed, `payments that did not answer 200: ${JSON.stringify(failed.slice(0, 10))}`).toEqual([]);

    const lastAnswer = Date.now();
    const progress = watchBookkeeping(orders, lastAnswer);
    const paid = await numberedOrders(orders, 'invoiceNumber');
    const numberedAfterMs = Date.now() - lastAnswer;
    const numbers = paid.map((order) => order.invoiceNumber!);
    expect(new Set(numbers).size).toBe(BUYERS);
    const sequence = numbers.map(sequenceOf).sort((a, b) => a - b);
    expect(sequence).toEqual(Array.from({ length: BUYERS }, (_, i) => sequence[0]! + i));
    // Nothing waits for a number any more.
    const { db } = testAdmin();
    const waiting = await db
      .collection(collections.documentNumberRequests)
      .where('orderId', 'in', orders.slice(0, 30))
      .get();
    expect(waiting.size).toBe(0);
    expect(numbers.every((number) => number.startsWith(`INV-${year}-`))).toBe(true);

    // The day's sales document comes to exactly what the day's orders add up to, once the folder is done.
    const today = new Date().toISOString().slice(0, 10);
    const expected = async () => {
      const ofToday = await db
        .collection(collections.orders)
        .where('paidAt', '>=', new Date(`${today}T00:00:00Z`))
        .get();
      return salesDaysOf(ofToday.docs.map((doc) => doc.data() as OrderDoc)).get(today);
    };
    const stored = async () => (await db.collection(collections.salesDays).doc(today).get()).data();
    let seen: [unknown, unknown] = [undefined, undefined];
    for (const started = Date.now(); Date.now() - started < 120_000;) {
      seen = [await stored(), await expected()];
      if (canonical(seen[0]) === canonical(seen[1])) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const foldedAfterMs = Date.now() - lastAnswer;
    progress.stop();
    mkdirSync('artifacts', { recursive: true });
    writeFileSync(
      'artifacts/payment-burst.json',
      JSON.stringify({ payments: BUYERS, numberedAfterMs, foldedAfterMs, progress: progress.samples }, null, 2),
    );
    expect(canonical(seen[0]), 'salesDays/today against the sum of the orders paid today').toBe(canonical(seen[1]));
  }, 300_000);
});
