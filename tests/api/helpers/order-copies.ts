// Many unpaid orders of one customer at once, for the payment bursts: copies of one placed order (placing each
// would hit the unpaid-orders limit and the order rate limit), and the API instances to pay them warmed first.
import { collections, type OrderDoc } from '@toolshop/domain';
import { testAdmin } from '../../support/admin';
import { api } from '../../support/api';

/** `count` copies of a placed order, unpaid, for the same owner. */
export async function cloneOrder(sourceId: string, count: number, changes: Partial<OrderDoc> = {}): Promise<string[]> {
  const { db } = testAdmin();
  const source = (await db.collection(collections.orders).doc(sourceId).get()).data() as OrderDoc;
  const ids = Array.from({ length: count }, () => db.collection(collections.orders).doc());
  const writer = db.bulkWriter();
  for (const ref of ids) void writer.create(ref, { ...source, createdAt: new Date(), ...changes });
  await writer.close();
  return ids.map((ref) => ref.id);
}

/**
 * Has the Functions emulator start its API workers, each with the app loaded, before a burst: it starts one process
 * per request that finds none idle (up to FUNCTIONS_EMULATOR_PARALLEL), so the burst races the payments, not the
 * starts. Answers are not checked: a start slow enough for Hosting to give up still leaves its worker ready.
 */
export async function startApiInstances(count: number, productId: string): Promise<void> {
  await Promise.all(Array.from({ length: count }, () => api('GET', `/product/${productId}`)));
}

/**
 * Waits until the Firestore emulator has delivered the order triggers of every write made so far: it delivers them
 * in order, a few a second, so the copies' and their intents' triggers would otherwise still be arriving while a
 * burst of payments is timed. A marker order, paid in a year no order is paid in, is written last; once the order
 * trigger has recorded its sales change, the writes before it have had theirs.
 */
export async function orderTriggersDelivered(withinMs = 180_000): Promise<void> {
  const { db } = testAdmin();
  const marker = db.collection(collections.orders).doc();
  await marker.create({
    uid: 'trigger-marker',
    email: 'marker@toolshop.test',
    productId: 'marker',
    productName: 'Trigger marker',
    picture: '/p.svg',
    quantity: 1,
    unitPriceCents: 0,
    amountCents: 0,
    address: 'x',
    mobile: 'x',
    status: 'pending',
    paidAt: new Date(Date.UTC(2099, 0, 1)),
    createdAt: new Date(),
  });
  const started = Date.now();
  for (;;) {
    const recorded = await db.collection(collections.salesRollupEvents).where('orderId', '==', marker.id).get();
    if (!recorded.empty) return;
    if (Date.now() - started > withinMs)
      throw new Error(`waited ${withinMs} ms for the order trigger of marker ${marker.id}; it never recorded it`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
