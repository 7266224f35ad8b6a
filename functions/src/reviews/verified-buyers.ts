// "Verified buyer": a review's author who bought what the review is about before writing it: an order placed before
// the review whose payment stands, holding the product the review names (any product, for a review of the shop in
// general). A payment stands while the order is pending (paid, awaiting confirmation), success or shipped. A
// refunded order gave the money back, so it no longer counts as a purchase (and paying, then being refunded, buys
// no badge). The order's placement, not its payment, is what comes before the review: the payment is recorded a
// moment after the customer pays, and an order placed, reviewed, then paid was still bought.
import { collections, isoTime, orderLinesOf, PURCHASE_STATUSES, type OrderDoc, type ReviewDoc } from '@toolshop/domain';
import type { Firestore } from 'firebase-admin/firestore';

/** A review as the check reads it: its id and stored document. */
export interface StoredReview {
  id: string;
  doc: ReviewDoc;
}

interface Purchase {
  placedAtMs: number;
  productIds: ReadonlySet<string>;
}

/** A stored time in ms; `fallback` when the document has none (older documents). */
const millisOf = (value: unknown, fallback: number) => {
  const iso = isoTime(value);
  return iso === undefined ? fallback : Date.parse(iso);
};

/** The author's orders whose payment stands (their placement time and products). */
async function purchasesOf(db: Firestore, uid: string): Promise<Purchase[]> {
  const paid = await db
    .collection(collections.orders)
    .where('uid', '==', uid)
    .where('status', 'in', PURCHASE_STATUSES)
    .select('productId', 'productName', 'picture', 'quantity', 'unitPriceCents', 'amountCents', 'lines', 'createdAt')
    .get();
  return paid.docs.map((snapshot) => {
    const order = snapshot.data() as OrderDoc;
    return {
      // An order stored without its time is older than any review that has one.
      placedAtMs: millisOf(order.createdAt, 0),
      productIds: new Set(orderLinesOf(order).map((line) => line.productId)),
    };
  });
}

/** Whether one of the purchases came before the review and holds what it is about. */
export function boughtBeforeReviewing(review: ReviewDoc, purchases: readonly Purchase[]): boolean {
  // A review stored without its time counts as written now.
  const writtenAtMs = millisOf(review.createdAt, Number.POSITIVE_INFINITY);
  return purchases.some(
    (purchase) => purchase.placedAtMs < writtenAtMs && (!review.productId || purchase.productIds.has(review.productId)),
  );
}

/** The ids of the reviews whose authors are verified buyers (one query per distinct author, in parallel). */
export async function verifiedReviews(db: Firestore, reviews: readonly StoredReview[]): Promise<Set<string>> {
  const authors = [...new Set(reviews.map((review) => review.doc.uid).filter(Boolean))];
  const purchases = new Map(await Promise.all(authors.map(async (uid) => [uid, await purchasesOf(db, uid)] as const)));
  return new Set(
    reviews
      .filter((review) => boughtBeforeReviewing(review.doc, purchases.get(review.doc.uid) ?? []))
      .map((review) => review.id),
  );
}
