// POST /contact: the home page's Contact Us form. The old form sent nothing; ours stores the message for the
// shop (contactMessages, server-only under the rules) after the same checks as the form. Only messages that
// would be stored count against the per-client-address limit, so a typo never uses up a visitor's quota.
import { Router } from 'express';
import { collections, contactSchema, type ContactInput } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { parseInput } from '../http/validate';
import { rateLimitByClient } from '../http/rate-limit';

export function contactRoutes(deps: Deps): Router {
  const router = Router();

  router.post(
    '/contact',
    (req, res, next) => {
      res.locals.contact = parseInput(contactSchema, req.body);
      next();
    },
    rateLimitByClient(deps, 'contact'),
    async (_req, res) => {
      const input = res.locals.contact as ContactInput;
      await deps.db.collection(collections.contactMessages).add({ ...input, createdAt: deps.now() });
      res.status(201).json({ acknowledged: true });
    },
  );

  return router;
}
