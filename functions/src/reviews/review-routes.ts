import { Router } from 'express';
import { collections, reviewRequestSchema, toReview, type ReviewDoc } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { callerOf, requireUser } from '../http/auth';
import { parseInput } from '../http/validate';

/** How many reviews the public list answers at most (the home page shows a grid, not an archive). */
const REVIEW_LIST_LIMIT = 100;

export function reviewRoutes(deps: Deps): Router {
  const router = Router();
  const reviews = deps.db.collection(collections.reviews);

  // POST /review: { picture, rating, description } (the rating also as text, "5"); the author comes from the token.
  router.post('/review', requireUser(deps), async (req, res) => {
    const input = parseInput(reviewRequestSchema, req.body);
    const caller = callerOf(res);
    const doc: ReviewDoc = { ...input, uid: caller.uid, displayName: caller.name || caller.email.split('@')[0]!, createdAt: deps.now() };
    const ref = await reviews.add(doc);
    res.status(201).json({ acknowledged: true, insertedId: ref.id });
  });

  // GET /review: public, newest first.
  router.get('/review', async (_req, res) => {
    const snapshot = await reviews.orderBy('createdAt', 'desc').limit(REVIEW_LIST_LIMIT).get();
    res.json(snapshot.docs.map((doc) => toReview(doc.id, doc.data() as ReviewDoc)));
  });

  return router;
}
