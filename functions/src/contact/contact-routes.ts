// POST /contact: the home page's Contact Us form. The old form sent nothing; ours stores the message for the
// shop (contactMessages, server-only under the rules) after the same checks as the form, and limits how many
// messages one client address may send.
import { Router } from 'express';
import { collections, contactSchema } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { parseInput } from '../http/validate';
import { rateLimitByClient } from '../http/rate-limit';

export function contactRoutes(deps: Deps): Router {
  const router = Router();

  router.post('/contact', rateLimitByClient(deps, 'contact'), async (req, res) => {
    const input = parseInput(contactSchema, req.body);
    await deps.db.collection(collections.contactMessages).add({ ...input, createdAt: deps.now() });
    res.status(201).json({ acknowledged: true });
  });

  return router;
}
