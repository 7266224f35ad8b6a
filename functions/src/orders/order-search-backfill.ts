// The one-off migration that makes older orders findable by Manage All Order's search: an order without its
// current `searchKeys` (placed before the keys existed, written by the scale seed, or left stale by a change of the
// keys' rules) gets them from the same function order placement uses. Run by the `backfillOrderSearch` task, which
// `npm start` enqueues on every start (the emulators' imported data) and the scale seed after its writes; on a
// deployed project, enqueue it once after the deploy that brings the keys (README).
import { collections, orderSearchKeys, orderSkus, sameSearchKeys, type OrderDoc } from '@toolshop/domain';
import { FieldPath, type Firestore } from 'firebase-admin/firestore';

/** The product names an order holds: a cart's lines when it has them, else its one product. */
function productNamesOf(order: OrderDoc & { lines?: { productName: string }[] }): string[] {
  return order.lines?.length ? order.lines.map((line) => line.productName) : [order.productName];
}

function searchKeysOf(id: string, order: OrderDoc): string[] {
  // The SKUs its lines were placed under; an order placed before lines kept them has none to find it by.
  return orderSearchKeys({
    id,
    email: order.email,
    productNames: productNamesOf(order),
    skus: orderSkus(order.lines ?? []),
    number: order.number,
  });
}

/** The keys to write for this order, or null when the stored ones are current. */
function staleSearchKeys(id: string, order: OrderDoc): string[] | null {
  const wanted = searchKeysOf(id, order);
  return sameSearchKeys(order.searchKeys, wanted) ? null : wanted;
}

const BACKFILL_PAGE = 300;

/** Every order's keys brought up to date, a page at a time by id (only the stale ones written); answers how many. */
export async function backfillOrderSearchKeys(db: Firestore): Promise<number> {
  const orders = db.collection(collections.orders);
  let written = 0;
  let after: string | undefined;
  for (;;) {
    let page = orders.orderBy(FieldPath.documentId()).limit(BACKFILL_PAGE);
    if (after) page = page.startAfter(after);
    const snapshot = await page.get();
    if (snapshot.empty) return written;
    const writer = db.bulkWriter();
    for (const doc of snapshot.docs) {
      const keys = staleSearchKeys(doc.id, doc.data() as OrderDoc);
      if (!keys) continue;
      void writer.update(doc.ref, { searchKeys: keys });
      written += 1;
    }
    await writer.close();
    after = snapshot.docs[snapshot.docs.length - 1]!.id;
  }
}
