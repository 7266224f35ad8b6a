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
import { parseInput } from '../platform/parse-input';
import { deleteReview, setReviewHidden } from './moderate-review';
import { postReview } from './post-review';
import { publicReviews } from './public-reviews';
import { verifiedReviews } from './verified-buyers';
import { productReviews } from './product-reviews';
import { notFound } from '../platform/refusal';

export function reviewRoutes(deps: Deps): Router {
  const router = Router();
  const reviews = deps.db.collection(collections.reviews);

  // POST /review: { picture, rating, description } (the rating also as text, "5"), and if it is about one product, its
  // productId (which must be in the catalogue); the author comes from the token.
  router.post('/review', requireUser(deps), async (req, res) => {
    const input = parseInput(reviewRequestSchema, req.body);
    const insertedId = await postReview(deps, callerOf(res), input);
    res.status(201).json({ acknowledged: true, insertedId });
  });

  // GET /review: public, newest first, hidden reviews left out; `verified` marks reviews by a verified buyer.
  router.get('/review', async (_req, res) => {
    res.json(await publicReviews(deps.db));
  });

  // GET /product/{id}/reviews: public, the product's newest shown reviews with their count and average rating.
  router.get('/product/:id/reviews', async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    if (!(await deps.catalogue.get(id))) throw notFound('Product not found');
    res.json(await productReviews(deps.db, id));
  });

  // GET /review/moderation?cursor= (admin): every review, hidden ones too, newest first, a page at a time.
  router.get('/review/moderation', requireAdmin(deps), async (req, res) => {
    const { cursor } = parseInput(pageQuerySchema, req.query);
    const page = await adminPage(reviews, reviews.orderBy('createdAt', 'desc'), cursor);
    const stored = page.docs.map((doc) => ({ id: doc.id, doc: doc.data() as ReviewDoc }));
    const verified = await verifiedReviews(deps.db, stored);
    const answer: Page<ModeratedReview> = {
      items: stored.map(({ id, doc }) => toModeratedReview(id, doc, verified.has(id))),
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
