import { Router } from 'express';
import {
  collections,
  docIdField,
  pageQuerySchema,
  reviewRequestSchema,
  reviewVisibilitySchema,
  toModeratedReview,
  type ModeratedReview,
  type Page,
  type ReviewDoc,
} from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { callerOf, requireAdmin, requireUser } from '../http/auth';
import { adminPage } from '../platform/firestore-page';
import { parseInput } from '../http/validate';
import { deleteReview, setReviewHidden } from './moderate-review';
import { postReview } from './post-review';
import { publicReviews } from './public-reviews';
import { verifiedBuyers } from './verified-buyers';

export function reviewRoutes(deps: Deps): Router {
  const router = Router();
  const reviews = deps.db.collection(collections.reviews);

  // POST /review: { picture, rating, description } (the rating also as text, "5"); the author comes from the token.
  router.post('/review', requireUser(deps), async (req, res) => {
    const input = parseInput(reviewRequestSchema, req.body);
    const insertedId = await postReview(deps, callerOf(res), input);
    res.status(201).json({ acknowledged: true, insertedId });
  });

  // GET /review: public, newest first, hidden reviews left out; `verified` marks authors with a paid order.
  router.get('/review', async (_req, res) => {
    res.json(await publicReviews(deps.db));
  });

  // GET /review/moderation?cursor= (admin): every review, hidden ones too, newest first, a page at a time.
  router.get('/review/moderation', requireAdmin(deps), async (req, res) => {
    const { cursor } = parseInput(pageQuerySchema, req.query);
    const page = await adminPage(reviews, reviews.orderBy('createdAt', 'desc'), cursor);
    const verified = await verifiedBuyers(
      deps.db,
      page.docs.map((doc) => (doc.data() as ReviewDoc).uid),
    );
    const answer: Page<ModeratedReview> = {
      items: page.docs.map((doc) => {
        const review = doc.data() as ReviewDoc;
        return toModeratedReview(doc.id, review, verified.has(review.uid));
      }),
      nextCursor: page.nextCursor,
    };
    res.json(answer);
  });

  // PATCH /review/{id} (admin): { hidden } hides the review from GET /review or shows it again.
  router.patch('/review/:id', requireAdmin(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    const { hidden } = parseInput(reviewVisibilitySchema, req.body);
    const modifiedCount = await setReviewHidden(deps, callerOf(res), id, hidden);
    res.json({ acknowledged: true, modifiedCount });
  });

  // DELETE /review/{id} (admin).
  router.delete('/review/:id', requireAdmin(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    await deleteReview(deps, callerOf(res), id);
    res.json({ acknowledged: true, deletedCount: 1 });
  });

  return router;
}
