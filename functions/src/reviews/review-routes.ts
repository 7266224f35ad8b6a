import { Router } from 'express';
import { docIdField, pageQuerySchema, reviewRequestSchema, reviewVisibilitySchema } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { requireAdmin, requireUser } from '../http/auth';
import { bodyInput, docInput } from '../http/route-input';
import { parseInput } from '../platform/parse-input';
import { deleteReview, setReviewHidden } from './moderate-review';
import { postReview } from './post-review';
import { publicReviews } from './public-reviews';
import { moderationPage } from './moderation-list';
import { productReviews } from './product-reviews';
import { notFound } from '../platform/refusal';

export function reviewRoutes(deps: Deps): Router {
  const router = Router();

  // POST /review: { picture, rating, description } (the rating also as text, "5"), and if it is about one product, its
  // productId (which must be in the catalogue); the author comes from the token.
  router.post('/review', requireUser(deps), async (req, res) => {
    const { caller, body } = bodyInput(req, res, reviewRequestSchema);
    const insertedId = await postReview(deps, caller, body);
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
    res.json(await moderationPage(deps.db, cursor));
  });

  // PATCH /review/{id} (admin): { hidden } hides the review from GET /review or shows it again.
  router.patch('/review/:id', requireAdmin(deps), async (req, res) => {
    const { caller, id, body } = docInput(req, res, reviewVisibilitySchema);
    const modifiedCount = await setReviewHidden(deps, caller, id, body.hidden);
    res.json({ acknowledged: true, modifiedCount });
  });

  // DELETE /review/{id} (admin).
  router.delete('/review/:id', requireAdmin(deps), async (req, res) => {
    const { caller, id } = docInput(req, res);
    await deleteReview(deps, caller, id);
    res.json({ acknowledged: true, deletedCount: 1 });
  });

  return router;
}
