// GET /review/moderation?cursor= (admin): every review, hidden ones too, newest first, a page at a time, each marked
// verified when its author bought what it reviews (as the public lists mark them).
import { collections, toModeratedReview, type ModeratedReview, type Page, type ReviewDoc } from '@toolshop/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { adminPage } from '../platform/firestore-page';
import { verifiedReviews } from './verified-buyers';

export async function moderationPage(db: Firestore, cursor: string | undefined): Promise<Page<ModeratedReview>> {
  const reviews = db.collection(collections.reviews);
  const page = await adminPage(reviews, reviews.orderBy('createdAt', 'desc'), cursor);
  const stored = page.docs.map((doc) => ({ id: doc.id, doc: doc.data() as ReviewDoc }));
  const verified = await verifiedReviews(db, stored);
  return {
    items: stored.map(({ id, doc }) => toModeratedReview(id, doc, verified.has(id))),
    nextCursor: page.nextCursor,
  };
}
