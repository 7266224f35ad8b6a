// The sequencer's faults, run in this process against the emulators: a run killed after its reads changes nothing
// and the next run numbers everything; a task delivered twice numbers nothing twice; five runs at once give every
// request one number, consecutive, no gap. Each case numbers orders of a year of its own (their requests are
// dated then), so the sequencer runs of other tests' payments may number them too without spoiling the count:
// whoever numbers them, the year's numbers are exactly 1..last, each once, in the order of the requests.
import { beforeAll, describe, expect, it } from 'vitest';
import { collections, type OrderDoc } from '@toolshop/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { testAdmin } from '../support/admin';
import { createAccount, type TestAccount } from '../support/accounts';
import { createProduct } from './helpers/fixtures';
import { checkoutOrder } from './helpers/checkout';
import { cloneOrder } from './helpers/order-copies';
import { issueDocumentNumbers } from '../../functions/src/invoices/number-sequencer';
import {
  numberRequestRef,
  type DocumentNumberRequestDoc,
  type NumberedDocument,
} from '../../functions/src/invoices/document-numbers';
import { mailSettings } from '../../functions/src/mail/mail-settings';
import { scheduleBookkeeping } from '../../functions/src/orders/bookkeeping';

let customer: TestAccount;
let source: string;
const db = () => testAdmin().db as unknown as Firestore;
const deps = (afterReads?: () => void) => ({ db: db(), mail: mailSettings(), afterReads });

beforeAll(async () => {
  customer = await createAccount({ name: 'Sequence Buyer' });
  const product = await createProduct({ name: 'Sequence Saw', priceCents: 1999, minimum: 1, available: 100 });
  source = await checkoutOrder(customer.token, [{ productId: product, quantity: 1 }]);
});

/** `count` paid orders with their requests, paid a millisecond apart early in `year`. */
async function paidOrdersWaiting(year: number, count: number): Promise<{ ids: string[]; at: Date[] }> {
  const at = Array.from({ length: count }, (_, i) => new Date(Date.UTC(year, 0, 2, 9, 0, 0, i)));
  const ids = await cloneOrder(source, count, { status: 'pending', transactionId: 'pi_sequence' });
  // One commit, as a burst's requests would all be there when a run reads: a run of another test's payment reading
  // half of them would number them out of order.
  const batch = db().batch();
  ids.forEach((id, i) => {
    batch.update(db().collection(collections.orders).doc(id), { paidAt: at[i] });
    batch.create(numberRequestRef(db(), id, 'invoice'), {
      orderId: id,
      kind: 'invoice' as NumberedDocument,
      at: at[i]!,
    } satisfies DocumentNumberRequestDoc);
  });
  await batch.commit();
  return { ids, at };
}

async function ordersOf(ids: string[]): Promise<OrderDoc[]> {
  const snapshots = await db().getAll(...ids.map((id) => db().collection(collections.orders).doc(id)));
  return snapshots.map((snapshot) => snapshot.data() as OrderDoc);
}

/**
 * The year's invariant: the numbers its orders hold are exactly 1..last, each once. The orders and the counter are
 * read in one getAll, at one moment: a sequencer run of the emulator's own may commit between two reads.
 */
async function expectGapless(ids: string[], year: number): Promise<number[]> {
  const counterRef = db().collection(collections.invoiceSequences).doc(`INV-${year}`);
  const snapshots = await db().getAll(...ids.map((id) => db().collection(collections.orders).doc(id)), counterRef);
  const counted = snapshots.pop()!;
  const numbers = snapshots.map((snapshot) => (snapshot.data() as OrderDoc).invoiceNumber).filter(Boolean) as string[];
  const sequence = numbers.map((number) => Number(number.slice(-6))).sort((a, b) => a - b);
  const last = (counted.data()?.last ?? 0) as number;
  expect(sequence, `numbers of ${year} against its counter (${last})`).toEqual(
    Array.from({ length: last }, (_, i) => i + 1),
  );
  return sequence;
}

describe('the invoice sequencer under faults', () => {
  it('a run that dies after its reads changes nothing; the next run numbers every request in order', async () => {
    const year = 2071;
    const { ids } = await paidOrdersWaiting(year, 40);
    let calls = 0;
    await expect(
      issueDocumentNumbers(
        deps(() => {
          calls++;
          throw new Error('killed halfway');
        }),
      ),
    ).rejects.toThrow('killed halfway');
    expect(calls).toBeGreaterThan(0);
    await expectGapless(ids, year);

    await issueDocumentNumbers(deps());
    const orders = await ordersOf(ids);
    // Paid a millisecond apart: numbered 1..40 in that order.
    expect(orders.map((order) => order.invoiceNumber)).toEqual(
      ids.map((_, i) => `INV-${year}-${String(i + 1).padStart(6, '0')}`),
    );
    const left = await Promise.all(ids.map((id) => numberRequestRef(db(), id, 'invoice').get()));
    expect(left.filter((snapshot) => snapshot.exists)).toHaveLength(0);
  });

  it('a task delivered twice numbers nothing twice; its trigger enqueues one task id per request', async () => {
    const year = 2072;
    const { ids } = await paidOrdersWaiting(year, 10);
    await issueDocumentNumbers(deps());
    const first = (await ordersOf(ids)).map((order) => order.invoiceNumber);
    expect(await issueDocumentNumbers(deps())).toBe(0);
    expect((await ordersOf(ids)).map((order) => order.invoiceNumber)).toEqual(first);
    await expectGapless(ids, year);

    const enqueued: string[] = [];
    const queue = { enqueue: async (_task: unknown, id: string) => void enqueued.push(id) };
    const unpaid = { status: 'unpaid' } as OrderDoc;
    const paid = { status: 'pending', paidAt: new Date() } as OrderDoc;
    const write = (eventId: string, before: OrderDoc, after: OrderDoc, recordedSales: boolean) =>
      scheduleBookkeeping(queue, { eventId, orderId: 'order-a', before, after, recordedSales }, new Date());
    await write('event/1', unpaid, paid, true);
    await write('event/1', unpaid, paid, true); // the same event delivered again: the same task id
    await write('event/2', paid, { ...paid, invoiceNumber: 'INV-1' }, false); // the number itself: nothing to book
    await write('event/3', paid, { ...paid, status: 'refunded' } as OrderDoc, true);
    expect(enqueued).toEqual(['books-event-1', 'books-event-1', 'books-event-3']);
  });

  it('five runs at once: every request one number, consecutive, no gap, none repeated', async () => {
    const year = 2073;
    const { ids } = await paidOrdersWaiting(year, 60);
    await Promise.all(Array.from({ length: 5 }, () => issueDocumentNumbers(deps())));
    const sequence = await expectGapless(ids, year);
    expect(sequence).toHaveLength(60);
  });

  it('a credit note asked before its invoice is numbered waits for the invoice, then corrects it', async () => {
    const year = 2074;
    const { ids } = await paidOrdersWaiting(year, 1);
    const id = ids[0]!;
    await db().collection(collections.orders).doc(id).update({ status: 'refunded' });
    await numberRequestRef(db(), id, 'creditNote').create({
      orderId: id,
      kind: 'creditNote',
      at: new Date(Date.UTC(year, 0, 2, 10)),
    } satisfies DocumentNumberRequestDoc);
    await issueDocumentNumbers(deps());
    const [order] = await ordersOf([id]);
    expect(order!.invoiceNumber).toBe(`INV-${year}-000001`);
    expect(order!.creditNoteNumber).toBe(`CN-${year}-000001`);
  });

  it('a refund of an order paid before invoices were numbered gets the invoice first, dated at the payment, then its credit note', async () => {
    const year = 2076;
    const [id] = await cloneOrder(source, 1, { status: 'refunded', transactionId: 'pi_sequence' });
    await db()
      .collection(collections.orders)
      .doc(id!)
      .update({ paidAt: new Date(Date.UTC(year - 1, 11, 30)) });
    await numberRequestRef(db(), id!, 'creditNote').create({
      orderId: id!,
      kind: 'creditNote',
      at: new Date(Date.UTC(year, 0, 3, 10)),
    } satisfies DocumentNumberRequestDoc);
    await issueDocumentNumbers(deps());
    const [order] = await ordersOf([id!]);
    expect(order!.invoiceNumber, 'the invoice of the payment, in its year').toBe(`INV-${year - 1}-000001`);
    expect(order!.creditNoteNumber).toBe(`CN-${year}-000001`);
    expect((await numberRequestRef(db(), id!, 'creditNote').get()).exists, 'the request is done').toBe(false);
  });
});
