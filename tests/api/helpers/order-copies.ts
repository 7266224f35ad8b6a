// Many unpaid orders of one customer at once, for the payment bursts: copies of one placed order (placing each
// would hit the unpaid-orders limit and the order rate limit), and the API instances to pay them warmed first.
import { collections, type OrderDoc } from '@toolshop/domain';
import { testAdmin } from '../../support/admin';
import { api } from '../../support/api';
import type { Firestore } from 'firebase-admin/firestore';
import { orderTriggersDelivered as waitForOrderTriggers } from '../../../scripts/lib/order-triggers.mjs';

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

/** The order triggers of every write so far are in (scripts/lib/order-triggers.mjs). */
export async function orderTriggersDelivered(): Promise<void> {
  await waitForOrderTriggers(testAdmin().db as unknown as Firestore);
}
