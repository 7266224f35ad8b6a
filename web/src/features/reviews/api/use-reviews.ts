// The home page's review list, read straight from Firestore (public under the rules), newest first.
// Starts empty and is replaced by the server's list once loaded (SPEC §4).
import { collection, limit, orderBy, query } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { collections, toReview, type Review, type ReviewDoc } from '@toolshop/domain';

export const HOME_REVIEWS_LIMIT = 24;

export function useReviews(): { status: 'loading' | 'error' | 'success'; reviews: Review[] } {
  const firestore = useFirestore();
  const reviewsQuery = query(
    collection(firestore, collections.reviews),
    orderBy('createdAt', 'desc'),
    limit(HOME_REVIEWS_LIMIT),
  );
  const { status, data } = useFirestoreCollectionData(reviewsQuery, { idField: '_id' });
  const reviews = (data ?? []).map((doc) => toReview(String(doc._id), doc as unknown as ReviewDoc));
  return { status, reviews };
}
