// "Verified buyer": a review's author who has a paid order with us, for any product. A paid order is one whose
// payment stands: pending (paid, awaiting confirmation), success or shipped. A refunded order gave the money
// back, so it no longer counts as a purchase (and paying, then being refunded, buys no badge).
import { collections, type OrderStatus } from '@toolshop/domain';
import type { Firestore } from 'firebase-admin/firestore';

export const PURCHASE_STATUSES: readonly OrderStatus[] = ['pending', 'success', 'shipped'];

/** The uids among `uids` that have at least one paid order (one small query per distinct author, in parallel). */
export async function verifiedBuyers(db: Firestore, uids: readonly string[]): Promise<Set<string>> {
  const orders = db.collection(collections.orders);
  const distinct = [...new Set(uids.filter((uid) => uid))];
  const found = await Promise.all(
    distinct.map(async (uid) => {
      const paid = await orders
        .where('uid', '==', uid)
        .where('status', 'in', PURCHASE_STATUSES)
        .select()
        .limit(1)
        .get();
      return paid.empty ? null : uid;
    }),
  );
  return new Set(found.filter((uid): uid is string => uid !== null));
}
