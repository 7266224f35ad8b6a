// GET /review's answer, also embedded in the server-rendered home page (pages/serve-page.ts): the newest reviews no
// admin has hid, newest first, `verified` marking reviews whose authors bought what they review before writing it.
import { collections, toReview, type Review, type ReviewDoc } from '@toolshop/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { verifiedReviews } from './verified-buyers';
import { newestVisibleReviews } from './visible-reviews';

/** How many reviews the public list answers at most (the home page shows a grid, not an archive). */
const REVIEW_LIST_LIMIT = 100;

export async function publicReviews(db: Firestore): Promise<Review[]> {
  const docs = await newestVisibleReviews(db.collection(collections.reviews), REVIEW_LIST_LIMIT);
  const stored = docs.map((doc) => ({ id: doc.id, doc: doc.data() as ReviewDoc }));
  const verified = await verifiedReviews(db, stored);
  return stored.map(({ id, doc }) => toReview(id, doc, verified.has(id)));
}
