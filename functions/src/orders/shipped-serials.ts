// The serial numbers of a shipment, checked inside the ship's transaction against the order and its products: one
// serial per unit of each line given, each following its product's pattern and never shipped before. Each serial
// is claimed as serials/{serial}, so two shipments racing for one serial meet on one document.
import {
  collections,
  lineSerialsRefusal,
  orderPiecesByProduct,
  warrantyMessages as m,
  type OrderDoc,
  type ProductDoc,
  type SerialClaimDoc,
  type SerialsInput,
} from '@toolshop/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { invalid, conflict } from '../platform/refusal';

const refused = (message: string) => invalid(message, { serials: message });

/** Reads and checks the serials (all reads, before any write); answers the claims to write with the move. */
export async function checkShippedSerials(
  tx: Transaction,
  db: Firestore,
  orderId: string,
  order: OrderDoc,
  serials: SerialsInput,
): Promise<(at: Date) => void> {
  const pieces = orderPiecesByProduct(order);
  const productIds = Object.keys(serials);
  for (const productId of productIds) if (!pieces.has(productId)) throw refused(m.serialsNotInOrder(productId));
  const productRefs = productIds.map((id) => db.collection(collections.products).doc(id));
  const claimRefs = Object.values(serials)
    .flat()
    .map((serial) => db.collection(collections.serials).doc(serial));
  const [products, claims] = await Promise.all([
    productRefs.length ? tx.getAll(...productRefs) : [],
    claimRefs.length ? tx.getAll(...claimRefs) : [],
  ]);
  products.forEach((snapshot, index) => {
    const productId = productIds[index] as string;
    const product = snapshot.data() as ProductDoc | undefined;
    const line = {
      productName: product?.name ?? productId,
      quantity: pieces.get(productId) ?? 0,
      serialPattern: product?.serialPattern,
    };
    const refusal = lineSerialsRefusal(line, serials[productId] ?? []);
    if (refusal) throw refused(refusal);
  });
  const taken = claims.find((snapshot) => snapshot.exists);
  if (taken) throw conflict(m.serialShippedAlready(taken.id), { serials: m.serialShippedAlready(taken.id) });
  return (at) => {
    for (const [productId, given] of Object.entries(serials))
      for (const serial of given) {
        const claim: SerialClaimDoc = {
          productId,
          orderId,
          uid: order.uid,
          purchasedAt: order.paidAt ?? at,
          shippedAt: at,
        };
        tx.create(db.collection(collections.serials).doc(serial), claim);
      }
  };
}
