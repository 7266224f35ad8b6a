// Where a claim's free order goes: the customer's address and shipping of the order the tool came with, or, for a
// tool bought elsewhere, of the customer's latest order. Read before the decision's transaction (a query has no
// place among its reads); 409 when the customer has no order at all to take an address from.
import { claimMessages as m, collections, type ClaimDoc, type OrderDoc, type RegistrationDoc } from '@toolshop/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { conflict } from '../platform/refusal';

export async function freeOrderSource(db: Firestore, claim: ClaimDoc): Promise<OrderDoc> {
  const registration = (await db.collection(collections.registrations).doc(claim.registrationId).get()).data() as
    RegistrationDoc | undefined;
  if (registration?.orderId) {
    const order = (await db.collection(collections.orders).doc(registration.orderId).get()).data() as
      OrderDoc | undefined;
    if (order?.uid === claim.uid) return order;
  }
  const latest = await db
    .collection(collections.orders)
    .where('uid', '==', claim.uid)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .get();
  const order = latest.docs[0]?.data() as OrderDoc | undefined;
  if (!order) throw conflict(m.noAddress);
  return order;
}
