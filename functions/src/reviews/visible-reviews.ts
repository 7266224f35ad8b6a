// GET /review's list: the newest reviews no admin has hidden. Reviews are read newest first in batches and hidden
// ones skipped, so a few hidden reviews never shorten the list (and reviews stored before hiding existed count as
// shown).
import type { CollectionReference, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { ReviewDoc } from '@toolshop/domain';

export async function newestVisibleReviews(
  reviews: CollectionReference,
  count: number,
): Promise<QueryDocumentSnapshot[]> {
  const visible: QueryDocumentSnapshot[] = [];
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    let batch = reviews.orderBy('createdAt', 'desc').limit(count);
    if (last) batch = batch.startAfter(last);
    const { docs } = await batch.get();
    visible.push(...docs.filter((doc) => (doc.data() as ReviewDoc).hidden !== true));
    if (docs.length < count || visible.length >= count) return visible.slice(0, count);
    last = docs.at(-1);
  }
}
