// Keeps salesDays/{day} equal to the sum of the orders (domain sales-rollup.ts) without a document that every order
// write touches. On every order write the trigger records what the write changed in a document of that event's own
// (salesRollupEvents/{eventId}, created once: a redelivered event adds nothing), and the folder adds every recorded
// change not yet folded to its days, many events per transaction, one run at a time (the bookkeeping task). A day
// document is so written once per fold, whatever the number of orders in the burst. rebuildSalesDays recomputes
// every day from the orders (the scale seed's orders are written with triggers paused). docs/decisions/0022.
import {
  addToSalesDay,
  collections,
  emptySalesDay,
  salesChanges,
  salesDaysOf,
  type OrderDoc,
  type SalesContribution,
  type SalesDayDoc,
} from '@toolshop/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { runTransaction } from '../platform/run-transaction';

/** An order write's changes to the days, waiting to be folded in (`folded` false) or already added. */
export interface SalesEventDoc {
  /** The order whose write this was. */
  orderId: string;
  at: Date;
  changes: SalesContribution[];
  folded: boolean;
}

/** The trigger's work for one order write (event `eventId`): its changes recorded, at most once. */
export async function rollUpOrderWrite(
  db: Firestore,
  eventId: string,
  orderId: string,
  before: OrderDoc | undefined,
  after: OrderDoc | undefined,
): Promise<boolean> {
  const changes = salesChanges(before, after);
  if (!changes.length) return false;
  try {
    await db
      .collection(collections.salesRollupEvents)
      .doc(eventId)
      .create({ orderId, at: new Date(), changes, folded: false } satisfies SalesEventDoc);
  } catch (error) {
    if ((error as { code?: number }).code !== ALREADY_EXISTS) throw error;
  }
  return true;
}

/** gRPC's ALREADY_EXISTS: the event's changes were recorded before. */
const ALREADY_EXISTS = 6;

/** Events per transaction: each writes itself, and a burst's events share a few days. */
const FOLD_BATCH = 300;
const MAX_BATCHES = 20;

/** Adds every recorded change not yet folded to its day; answers how many events it folded. */
export async function foldSalesEvents(db: Firestore): Promise<number> {
  let folded = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const waiting = await db
      .collection(collections.salesRollupEvents)
      .where('folded', '==', false)
      .limit(FOLD_BATCH)
      .get();
    if (waiting.empty) break;
    const paths = waiting.docs.map((doc) => doc.ref.path);
    const count = await runTransaction(db, (tx) => foldBatch(tx, db, paths));
    folded += count;
    if (count === 0 || waiting.size < FOLD_BATCH) break;
  }
  return folded;
}

async function foldBatch(tx: Transaction, db: Firestore, paths: string[]): Promise<number> {
  // Read again inside the transaction: a run at the same time may have folded some of them.
  const events = (await tx.getAll(...paths.map((path) => db.doc(path)))).filter(
    (snapshot) => snapshot.exists && (snapshot.data() as SalesEventDoc).folded === false,
  );
  if (!events.length) return 0;
  const changes = events.flatMap((snapshot) => (snapshot.data() as SalesEventDoc).changes);
  const dayIds = [...new Set(changes.map((change) => change.day))];
  const dayRefs = dayIds.map((day) => db.collection(collections.salesDays).doc(day));
  const days = new Map(
    (await tx.getAll(...dayRefs)).map((snapshot) => [
      snapshot.id,
      (snapshot.data() as SalesDayDoc | undefined) ?? emptySalesDay(),
    ]),
  );
  for (const change of changes) addToSalesDay(days.get(change.day)!, change);
  for (const ref of dayRefs) tx.set(ref, days.get(ref.id)!);
  for (const snapshot of events) tx.update(snapshot.ref, { folded: true });
  return events.length;
}

/**
 * True when a stored day has refunds that were folded before a refund took its goods, shipping and tax back (such a
 * day's zones hold less refund than the day): its report would count refunded tax as collected until rebuilt.
 */
export async function salesDaysPredateNetRefunds(db: Firestore): Promise<boolean> {
  const withRefunds = await db.collection(collections.salesDays).where('refundsCents', '>', 0).get();
  return withRefunds.docs.some((doc) => {
    const day = doc.data() as SalesDayDoc;
    const inZones = Object.values(day.zones ?? {}).reduce((sum, zone) => sum + (zone.refundsCents ?? 0), 0);
    return inZones !== day.refundsCents;
  });
}

/** Every day again from every order: the day documents are replaced. Answers how many days were written. */
export async function rebuildSalesDays(db: Firestore): Promise<number> {
  // The orders already hold what waiting events record: those are marked folded, not added again.
  const waiting = await db.collection(collections.salesRollupEvents).where('folded', '==', false).get();
  const marker = db.bulkWriter();
  for (const doc of waiting.docs) void marker.update(doc.ref, { folded: true });
  await marker.close();
  const orders = await db.collection(collections.orders).where('paidAt', '!=', null).get();
  const days = salesDaysOf(orders.docs.map((doc) => doc.data() as OrderDoc));
  const existing = await db.collection(collections.salesDays).listDocuments();
  const writer = db.bulkWriter();
  for (const ref of existing) if (!days.has(ref.id)) void writer.delete(ref);
  for (const [day, doc] of days) void writer.set(db.collection(collections.salesDays).doc(day), doc);
  await writer.close();
  return days.size;
}
