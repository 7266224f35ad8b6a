// GET /registrations: the caller's own tools, or for an admin every registration or those of one status
// (?status=pending: to confirm), each answered with its warranty's end (the product's warranty months).
import {
  collections,
  toRegistration,
  type ProductDoc,
  type Registration,
  type RegistrationDoc,
  type RegistrationListQuery,
} from '@toolshop/domain';
import type { Firestore, Query } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';

/** A registration in its REST form: its warranty ends the product's warranty months after the purchase. */
export async function registrationAnswer(db: Firestore, id: string, doc: RegistrationDoc): Promise<Registration> {
  const product = (await db.collection(collections.products).doc(doc.productId).get()).data() as ProductDoc | undefined;
  return toRegistration(id, doc, product?.warrantyMonths ?? 0);
}

export async function listRegistrations(
  deps: Deps,
  caller: Caller,
  { status }: RegistrationListQuery,
): Promise<Registration[]> {
  let query: Query = deps.db.collection(collections.registrations);
  if (!caller.admin) query = query.where('uid', '==', caller.uid);
  if (status) query = query.where('status', '==', status);
  const snapshot = await query.limit(500).get();
  return Promise.all(snapshot.docs.map((doc) => registrationAnswer(deps.db, doc.id, doc.data() as RegistrationDoc)));
}
