// GET /review's answer, also embedded in the server-rendered home page (pages/serve-page.ts): the newest reviews no
// admin has hid, newest first, `verified` marking authors with a paid order.
import { collections, toReview, type Review, type ReviewDoc } from '@toolshop/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { verifiedBuyers } from './verified-buyers';
import { newestVisibleReviews } from './visible-reviews';

/** How many reviews the public list answers at most (the home page shows a grid, not an archive). */
const REVIEW_LIST_LIMIT = 100;

export async function publicReviews(db: Firestore): Promise<Review[]> {
  const docs = await newestVisibleReviews(db.collection(collections.reviews), REVIEW_LIST_LIMIT);
  const verified = await verifiedBuyers(
    db,
    docs.map((doc) => (doc.data() as ReviewDoc).uid),
  );
  return docs.map((doc) => {
    const review = doc.data() as ReviewDoc;
    return toReview(doc.id, review, verified.has(review.uid));
  });
}
