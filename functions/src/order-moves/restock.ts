// Giving an order's stock back: every line's quantity to its product, once, in the caller's transaction. The
// products are read together (sorted by id, the order every checkout reads them in) before any write, as a
// Firestore transaction requires; a product deleted since has no stock to return to.
import { collections, orderPiecesByProduct, type OrderDoc, type ProductDoc } from '@toolshop/domain';
import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';

export interface Restock {
  products: { snapshot: DocumentSnapshot; pieces: number }[];
}

export async function readRestock(tx: Transaction, db: Firestore, order: OrderDoc): Promise<Restock> {
  const pieces = [...orderPiecesByProduct(order)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const refs = pieces.map(([productId]) => db.collection(collections.products).doc(productId));
  const snapshots = await tx.getAll(...refs);
  return { products: snapshots.map((snapshot, index) => ({ snapshot, pieces: pieces[index]![1] })) };
}

/** Writes the stock back; answers the ids of the products that got it. */
export function writeRestock(tx: Transaction, restock: Restock, at: Date): string[] {
  const restocked: string[] = [];
  for (const { snapshot, pieces } of restock.products) {
    if (!snapshot.exists) continue;
    const { available } = snapshot.data() as ProductDoc;
    tx.update(snapshot.ref, { available: available + pieces, updatedAt: at });
    restocked.push(snapshot.id);
  }
  return restocked;
}
