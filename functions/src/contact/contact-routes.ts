// POST /contact: the home page's Contact Us form. The old form sent nothing; ours stores the message for the
// shop (contactMessages, server-only under the rules) after the same checks as the form. Only messages that
// would be stored count against the per-client-address limit, so a typo never uses up a visitor's quota. The
// admins' notice goes to the outbox in the same commit as the message.
import { Router } from 'express';
import { collections, contactSchema, type ContactInput } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { parseInput } from '../platform/parse-input';
import { rateLimitByClient } from '../http/rate-limit';
import { adminRecipients } from '../mail';
import { contactNotice } from '../mail';
import { mailSettings } from '../mail';
import { queueMail } from '../mail';

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
      const settings = mailSettings();
      const admins = await adminRecipients(deps.db, settings);
      const batch = deps.db.batch();
      batch.create(deps.db.collection(collections.contactMessages).doc(), { ...input, createdAt: deps.now() });
      if (admins) queueMail(batch, deps.db, contactNotice(settings, input, admins));
      await batch.commit();
      res.status(201).json({ acknowledged: true });
    },
  );

  return router;
}
