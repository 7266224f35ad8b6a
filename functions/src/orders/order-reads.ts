// The reads of SPEC §7's order calls: every order for an admin (GET /order), an account's orders with its company's
// (GET /myOrder), and one order for those who may read it (GET /order/{id} and its timeline).
import { collections, toOrder, type Order, type OrderDoc } from '@toolshop/domain';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { forbidden, notFound } from '../platform/refusal';
import { millisOf } from '../platform/millis-of';
import { companyOfMember, mayReadOrder } from '../trade';

/** Every order, newest first. */
export async function allOrders(db: Firestore): Promise<Order[]> {
  const snapshot = await db.collection(collections.orders).orderBy('createdAt', 'desc').get();
  return snapshot.docs.map((doc) => toOrder(doc.id, doc.data() as OrderDoc));
}

/**
 * The account's orders, newest first, each once. A member of a company gets the company's orders too, whoever of it
 * placed them: everything a buyer orders is the company's.
 */
export async function accountOrders(deps: Pick<Deps, 'db'>, uid: string): Promise<Order[]> {
  const orders = deps.db.collection(collections.orders);
  const companyId = await companyOfMember(deps, uid);
  const queries = [orders.where('uid', '==', uid)];
  if (companyId) queries.push(orders.where('companyId', '==', companyId));
  const found = new Map<string, OrderDoc>();
  for (const snapshot of await Promise.all(queries.map((query) => query.get())))
    for (const doc of snapshot.docs) found.set(doc.id, doc.data() as OrderDoc);
  return [...found]
    .sort(([, a], [, b]) => millisOf(b.createdAt) - millisOf(a.createdAt))
    .map(([id, doc]) => toOrder(id, doc));
}

/** The order, for its owner, a member of its company or an admin: 404 when there is none, 403 for anyone else. */
export async function readableOrder(deps: Pick<Deps, 'db'>, caller: Caller, id: string): Promise<DocumentSnapshot> {
  const snapshot = await deps.db.collection(collections.orders).doc(id).get();
  if (!snapshot.exists) throw notFound('Order not found');
  if (!(await mayReadOrder(deps, caller, snapshot.data() as OrderDoc))) throw forbidden();
  return snapshot;
}
