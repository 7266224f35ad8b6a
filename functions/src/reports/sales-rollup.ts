// Keeps salesDays/{day} equal to the sum of the orders (domain sales-rollup.ts). On every order write the trigger
// adds what the write changed, once: the event's id is recorded in the same atomic batch, so a redelivered event
// adds nothing. Increments commute, so writes of many orders on one day need no lock beyond the day document's.
// rebuildSalesDays recomputes every day from the orders (the scale seed's orders are written with triggers paused).
import { collections, salesChanges, salesDaysOf, type OrderDoc, type SalesContribution } from '@toolshop/domain';
import { FieldValue, type Firestore, type WriteBatch } from 'firebase-admin/firestore';

function incrementsOf(change: SalesContribution): Record<string, unknown> {
  const inc = (n: number) => FieldValue.increment(n);
  const update: Record<string, unknown> = {
    orders: inc(change.fields.orders),
    goodsCents: inc(change.fields.goodsCents),
    shippingCents: inc(change.fields.shippingCents),
    taxCents: inc(change.fields.taxCents),
    refundsCents: inc(change.fields.refundsCents),
  };
  if (change.zone)
    update.zones = {
      [change.zone.id]: {
        name: change.zone.name,
        orders: inc(change.zone.orders),
        goodsCents: inc(change.zone.goodsCents),
        shippingCents: inc(change.zone.shippingCents),
        taxCents: inc(change.zone.taxCents),
      },
    };
  if (change.products.length)
    update.products = Object.fromEntries(
      change.products.map((p) => [p.id, { name: p.name, quantity: inc(p.quantity), amountCents: inc(p.amountCents) }]),
    );
  return update;
}

export function applySalesChanges(batch: WriteBatch, db: Firestore, changes: SalesContribution[]): void {
  for (const change of changes)
    batch.set(db.collection(collections.salesDays).doc(change.day), incrementsOf(change), { merge: true });
}

/** The trigger's work for one order write (event `eventId`), at most once. */
export async function rollUpOrderWrite(
  db: Firestore,
  eventId: string,
  before: OrderDoc | undefined,
  after: OrderDoc | undefined,
): Promise<void> {
  const changes = salesChanges(before, after);
  if (!changes.length) return;
  // One blind batch, no read and no lock: the marker's create fails the whole batch when this event was
  // already added (ALREADY_EXISTS), and increments on a busy day never conflict with each other.
  const batch = db.batch();
  batch.create(db.collection(collections.salesRollupEvents).doc(eventId), { at: new Date() });
  applySalesChanges(batch, db, changes);
  try {
    await batch.commit();
  } catch (error) {
    if ((error as { code?: number }).code !== ALREADY_EXISTS) throw error;
  }
}

/** gRPC's ALREADY_EXISTS: the event's marker is there, its changes were added before. */
const ALREADY_EXISTS = 6;

/** Every day again from every order: the day documents are replaced. Answers how many days were written. */
export async function rebuildSalesDays(db: Firestore): Promise<number> {
  const orders = await db.collection(collections.orders).where('paidAt', '!=', null).get();
  const days = salesDaysOf(orders.docs.map((doc) => doc.data() as OrderDoc));
  const existing = await db.collection(collections.salesDays).listDocuments();
  const writer = db.bulkWriter();
  for (const ref of existing) if (!days.has(ref.id)) void writer.delete(ref);
  for (const [day, doc] of days) void writer.set(db.collection(collections.salesDays).doc(day), doc);
  await writer.close();
  return days.size;
}
