// The admins' Contact Us inbox: the stored messages newest first, and marking one handled.
import { Router } from 'express';
import {
  collections,
  docIdField,
  noFieldsSchema,
  pageQuerySchema,
  toContactMessage,
  type ContactMessage,
  type ContactMessageDoc,
} from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { callerOf, requireAdmin } from '../http/auth';
import { adminItems } from '../platform/firestore-page';
import { parseInput } from '../platform/parse-input';
import { markContactHandled } from './handle-contact-message';

/** A call sent without a body reaches us as undefined, '' or no bytes, depending on its content type. */
function bodyOrNothing(body: unknown): unknown {
  const empty = body === undefined || body === '' || (Buffer.isBuffer(body) && body.length === 0);
  return empty ? {} : body;
}

export function contactInboxRoutes(deps: Deps): Router {
  const router = Router();
  const messages = deps.db.collection(collections.contactMessages);

  // GET /contact?cursor= (admin): a page of messages, newest first, each with who handled it and when.
  router.get('/contact', requireAdmin(deps), async (req, res) => {
    const { cursor } = parseInput(pageQuerySchema, req.query);
    const newestFirst = messages.orderBy('createdAt', 'desc');
    res.json(await adminItems<ContactMessageDoc, ContactMessage>(messages, newestFirst, cursor, toContactMessage));
  });

  // POST /contact/{id}/handled (admin): once per message; a second time is 409.
  router.post('/contact/:id/handled', requireAdmin(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    parseInput(noFieldsSchema, bodyOrNothing(req.body));
    await markContactHandled(deps, callerOf(res), id);
    res.json({ acknowledged: true, modifiedCount: 1 });
  });

  return router;
}
