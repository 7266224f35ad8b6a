// The one-off migration that gives every order placed before order numbers its number: each order without one
// takes the next number of the migration's own block (order-number-blocks.ts), in a transaction that writes it only
// if the order still has none, so a second run, or two runs at once, never number an order twice. Run by the
// `backfillOrderSearch` task before the search keys (so the keys hold the number), which `npm start` enqueues on
// every start; on a deployed project, enqueue it once after the deploy that brings the numbers (README).
import { collections, type OrderDoc } from '@toolshop/domain';
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { runTransaction } from '../platform/run-transaction';
import { OrderNumberBlocks } from './order-number-blocks';

const MIGRATION_PAGE = 300;

/** Numbers every order that has none, a page at a time by id; answers how many it numbered. */
export async function numberExistingOrders(db: Firestore, blocks = new OrderNumberBlocks(db, MIGRATION_PAGE)) {
  const orders = db.collection(collections.orders);
  let numbered = 0;
  let after: string | undefined;
  for (;;) {
    // Only the number: the page's question is which orders lack one, and whole orders are many times its size.
    let page = orders.select('number').orderBy(FieldPath.documentId()).limit(MIGRATION_PAGE);
    if (after) page = page.startAfter(after);
    const snapshot = await page.get();
    if (snapshot.empty) return numbered;
    const unnumbered = snapshot.docs.filter((doc) => !(doc.data() as OrderDoc).number);
    const written = await Promise.all(
      unnumbered.map(async (doc) => {
        const number = await blocks.next();
        return runTransaction(db, async (tx) => {
          const current = await tx.get(doc.ref);
          if (!current.exists || (current.data() as OrderDoc).number) return false;
          tx.update(doc.ref, { number });
          return true;
        });
      }),
    );
    numbered += written.filter(Boolean).length;
    after = snapshot.docs[snapshot.docs.length - 1]!.id;
  }
}
