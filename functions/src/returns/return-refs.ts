// The documents a return touches, named once.
import { collections } from '@toolshop/domain';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';

export const returnRef = (db: Firestore, id: string): DocumentReference => db.collection(collections.returns).doc(id);
export const returnTallyRef = (db: Firestore, orderId: string): DocumentReference =>
  db.collection(collections.returnTallies).doc(orderId);
export const orderRefOf = (db: Firestore, orderId: string): DocumentReference =>
  db.collection(collections.orders).doc(orderId);
/** Return numbers: one small document, written only by POST /api/returns (docs/decisions/0026). */
export const returnCounterRef = (db: Firestore): DocumentReference =>
  db.collection(collections.counters).doc('returns');
