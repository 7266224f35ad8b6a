// The one place invoice and credit note numbers are issued. Each run numbers every waiting request
// (document-numbers.ts) in batches, one transaction a batch: it reads the requests, their orders and the year's
// counters, gives consecutive numbers in the order the orders were paid (or refunded), writes them on the orders
// with the counters, removes the requests and puts the payment's email (which carries the invoice number) in the
// outbox. Gapless and unique whatever happens to a run: a run that fails before its commit changes nothing, and
// two runs at once meet on the counters, where Firestore lets one commit and runs the other again from fresh
// reads, which no longer find the requests the first one numbered. docs/decisions/0022.
import { collections, type OrderDoc, type ReturnDoc } from '@toolshop/domain';
import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { runTransaction } from '../platform/run-transaction';
import { orderMovedMail } from '../mail';
import type { MailSettings } from '../mail';
import { queueMail } from '../mail';
import {
  formatDocumentNumber,
  sequenceRef,
  type DocumentNumberRequestDoc,
  type NumberedDocument,
  type SequenceDoc,
} from './document-numbers';

export interface SequencerDeps {
  db: Firestore;
  mail: MailSettings;
  /** Runs inside each batch's transaction once everything is read; a test's way to break a run halfway. */
  afterReads?: () => void;
}

/** Each request costs three writes (order, request, email): 150 stay within a transaction's 500. */
export const SEQUENCER_BATCH = 150;
/** A run stops after this many batches; the next run (the next payment's task, or the sweep) goes on. */
const MAX_BATCHES = 20;

interface Request extends DocumentNumberRequestDoc {
  snapshot: DocumentSnapshot;
  atMillis: number;
}

/** Numbers every waiting request; answers how many numbers it issued. */
export async function issueDocumentNumbers(deps: SequencerDeps): Promise<number> {
  let issued = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    // Read outside the transaction: the requests are read again inside it, so a payment writing a new request
    // meanwhile never waits on this query.
    const waiting = await deps.db
      .collection(collections.documentNumberRequests)
      .orderBy('at')
      .limit(SEQUENCER_BATCH)
      .get();
    if (waiting.empty) break;
    const count = await runTransaction(deps.db, (tx) =>
      numberBatch(
        tx,
        deps,
        waiting.docs.map((doc) => doc.ref.path),
      ),
    );
    issued += count;
    if (count === 0 || waiting.size < SEQUENCER_BATCH) break;
  }
  return issued;
}

async function numberBatch(tx: Transaction, deps: SequencerDeps, paths: string[]): Promise<number> {
  const { db } = deps;
  const requests = (await tx.getAll(...paths.map((path) => db.doc(path))))
    .filter((snapshot) => snapshot.exists)
    .map((snapshot) => {
      const data = snapshot.data() as DocumentNumberRequestDoc;
      return { ...data, snapshot, atMillis: millisOf(data.at) } satisfies Request;
    })
    // Paid order first; at the same moment an invoice before its credit note, then by order id.
    .sort(
      (a, b) => a.atMillis - b.atMillis || kindRank(a.kind) - kindRank(b.kind) || a.orderId.localeCompare(b.orderId),
    );
  if (!requests.length) return 0;

  const orderIds = [...new Set(requests.map((request) => request.orderId))];
  const orderSnapshots = await tx.getAll(...orderIds.map((id) => db.collection(collections.orders).doc(id)));
  const orders = new Map(orderSnapshots.map((snapshot) => [snapshot.id, snapshot.data() as OrderDoc | undefined]));
  // A return's refund writes its credit note number on the return (returns/{id}.refund).
  const returnIds = [...new Set(requests.flatMap((request) => (request.returnId ? [request.returnId] : [])))];
  const returnSnapshots = returnIds.length
    ? await tx.getAll(...returnIds.map((id) => db.collection(collections.returns).doc(id)))
    : [];
  const returns = new Map(returnSnapshots.map((snapshot) => [snapshot.id, snapshot.data() as ReturnDoc | undefined]));

  // A refund of an order paid before invoices were numbered (it has no invoice and none is coming: an invoice request
  // sorts before its credit note, so a batch that is not full holds it) gets its invoice first, dated at the payment.
  const invoicedInBatch = new Set(requests.filter((r) => r.kind === 'invoice').map((r) => r.orderId));
  const missingInvoices = new Map<string, Request>();
  if (paths.length < SEQUENCER_BATCH)
    for (const request of requests) {
      const order = orders.get(request.orderId);
      if (request.kind !== 'creditNote' || !order || order.invoiceNumber || invoicedInBatch.has(request.orderId))
        continue;
      const atMillis = order.paidAt ? millisOf(order.paidAt) : request.atMillis;
      missingInvoices.set(request.orderId, { ...request, kind: 'invoice', atMillis });
    }

  const sequenceKeys = [...new Set([...requests, ...missingInvoices.values()].map((request) => sequenceKey(request)))];
  const sequenceSnapshots = await tx.getAll(...sequenceKeys.map((key) => sequenceRef(db, ...splitKey(key))));
  const last = new Map(
    sequenceKeys.map((key, i) => [key, (sequenceSnapshots[i]!.data() as SequenceDoc | undefined)?.last ?? 0]),
  );
  deps.afterReads?.();

  let issued = 0;
  const advanced = new Set<string>();
  const nextNumber = (request: Request) => {
    const key = sequenceKey(request);
    const next = last.get(key)! + 1;
    last.set(key, next);
    advanced.add(key);
    return formatDocumentNumber(request.kind, yearOf(request), next);
  };
  for (const request of requests) {
    const order = orders.get(request.orderId);
    const missingInvoice = missingInvoices.get(request.orderId);
    if (order && missingInvoice && request.kind === 'creditNote' && !order.invoiceNumber) {
      order.invoiceNumber = nextNumber(missingInvoice);
      tx.update(db.collection(collections.orders).doc(request.orderId), { invoiceNumber: order.invoiceNumber });
      issued++;
    }
    // A credit note corrects an invoice: it waits until the order's invoice has its number.
    if (order && request.kind === 'creditNote' && !order.invoiceNumber) continue;
    tx.delete(request.snapshot.ref);
    if (request.returnId) {
      const ret = returns.get(request.returnId);
      if (!order || !ret?.refund || ret.refund.creditNoteNumber) continue;
      tx.update(db.collection(collections.returns).doc(request.returnId), {
        'refund.creditNoteNumber': nextNumber(request),
      });
      issued++;
      continue;
    }
    if (!order || (request.kind === 'invoice' ? order.invoiceNumber : order.creditNoteNumber)) continue;
    const number = nextNumber(request);
    const fields: Partial<OrderDoc> =
      request.kind === 'invoice' ? { invoiceNumber: number } : { creditNoteNumber: number, creditNoteAt: request.at };
    const orderRef = db.collection(collections.orders).doc(request.orderId);
    tx.update(orderRef, fields);
    Object.assign(order, fields);
    // The payment's email names the invoice, so it is sent once the invoice has its number.
    if (request.kind === 'invoice') queueMail(tx, db, orderMovedMail(deps.mail, request.orderId, order, 'pay'));
    issued++;
  }
  for (const key of advanced) tx.set(sequenceRef(db, ...splitKey(key)), { last: last.get(key)! } satisfies SequenceDoc);
  return issued;
}

/** A Firestore Timestamp (or a Date) in milliseconds. */
function millisOf(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  return (value as { toMillis(): number }).toMillis();
}

const kindRank = (kind: NumberedDocument) => (kind === 'invoice' ? 0 : 1);
const yearOf = (request: Request) => new Date(request.atMillis).getUTCFullYear();
const sequenceKey = (request: Request) => `${request.kind}:${yearOf(request)}`;
function splitKey(key: string): [NumberedDocument, number] {
  const [kind, year] = key.split(':');
  return [kind as NumberedDocument, Number(year)];
}
