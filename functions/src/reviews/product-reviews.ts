// GET /product/{id}/reviews, also embedded in the server-rendered product page (pages/serve-page.ts): the newest
// shown reviews of one product, with the count and average rating of all its shown reviews (for the page and its
// schema.org aggregateRating). Reviews that name a product are all stored with `hidden` (false until an admin hides
// one), so the query can ask for the shown ones directly; firestore.indexes.json has its index.
import { collections, toReview, type ProductReviews, type ReviewDoc } from '@toolshop/domain';
import { AggregateField, type Firestore } from 'firebase-admin/firestore';
import { verifiedReviews } from './verified-buyers';

/** How many of a product's reviews its page lists (the count and average cover them all). */
export const PRODUCT_REVIEWS_LIMIT = 20;

export async function productReviews(db: Firestore, productId: string): Promise<ProductReviews> {
  const shown = db.collection(collections.reviews).where('productId', '==', productId).where('hidden', '==', false);
  const [newest, totals] = await Promise.all([
    shown.orderBy('createdAt', 'desc').limit(PRODUCT_REVIEWS_LIMIT).get(),
    shown.aggregate({ count: AggregateField.count(), average: AggregateField.average('rating') }).get(),
  ]);
  const stored = newest.docs.map((doc) => ({ id: doc.id, doc: doc.data() as ReviewDoc }));
  const verified = await verifiedReviews(db, stored);
  const { count, average } = totals.data();
  return {
    items: stored.map(({ id, doc }) => toReview(id, doc, verified.has(id))),
    count,
    average: count > 0 && average !== null ? Math.round(average * 10) / 10 : null,
  };
}
