// Registered tools (docs/decisions/0026): a customer registers a tool by serial number (POST /registrations) and
// lists theirs with each warranty's end (GET /registrations); an admin lists them all (the pending ones to confirm),
// confirms a registration made with a receipt and transfers a tool to another account.
import { Router } from 'express';
import {
  collections,
  docIdField,
  registrationListQuerySchema,
  registrationRequestSchema,
  registrationTransferSchema,
  toRegistration,
  warrantyMessages as m,
  type ProductDoc,
  type RegistrationDoc,
} from '@toolshop/domain';
import type { Firestore, Query } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import { callerOf, requireAdmin, requireUser } from '../http/auth';
import { notFound, conflict } from '../platform/refusal';
import { parseInput } from '../platform/parse-input';
import { runTransaction } from '../platform/run-transaction';
import { registerTool } from './register-tool';

async function answerOf(db: Firestore, id: string, doc: RegistrationDoc) {
  const product = (await db.collection(collections.products).doc(doc.productId).get()).data() as ProductDoc | undefined;
  return toRegistration(id, doc, product?.warrantyMonths ?? 0);
}

export function registrationRoutes(deps: Deps): Router {
  const router = Router();
  const refOf = (id: string) => deps.db.collection(collections.registrations).doc(id);

  router.post('/registrations', requireUser(deps), async (req, res) => {
    const input = parseInput(registrationRequestSchema, req.body);
    res.status(201).json(await registerTool(deps, callerOf(res), input));
  });

  // The caller's own tools; for an admin every registration, or those of one status (?status=pending: to confirm).
  router.get('/registrations', requireUser(deps), async (req, res) => {
    const { status } = parseInput(registrationListQuerySchema, req.query);
    const caller = callerOf(res);
    let query: Query = deps.db.collection(collections.registrations);
    if (!caller.admin) query = query.where('uid', '==', caller.uid);
    if (status) query = query.where('status', '==', status);
    const snapshot = await query.limit(500).get();
    res.json(await Promise.all(snapshot.docs.map((doc) => answerOf(deps.db, doc.id, doc.data() as RegistrationDoc))));
  });

  router.post('/registrations/:id/confirm', requireAdmin(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    const doc = await runTransaction(deps.db, async (tx) => {
      const snapshot = await tx.get(refOf(id));
      const registration = snapshot.data() as RegistrationDoc | undefined;
      if (!registration) throw notFound(m.registrationNotFound);
      if (registration.status !== 'pending') throw conflict(m.registrationNotPending);
      tx.update(refOf(id), { status: 'registered', confirmedAt: deps.now() });
      return { ...registration, status: 'registered' as const };
    });
    res.json(await answerOf(deps.db, id, doc));
  });

  router.post('/registrations/:id/transfer', requireAdmin(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    const { email } = parseInput(registrationTransferSchema, req.body);
    const account = await deps.auth.getUserByEmail(email).catch(() => null);
    if (!account) throw notFound(m.transferAccountUnknown);
    const doc = await runTransaction(deps.db, async (tx) => {
      const snapshot = await tx.get(refOf(id));
      const registration = snapshot.data() as RegistrationDoc | undefined;
      if (!registration) throw notFound(m.registrationNotFound);
      const moved = { uid: account.uid, email: account.email ?? email };
      tx.update(refOf(id), { ...moved, transferredAt: deps.now(), transferredFrom: registration.uid });
      return { ...registration, ...moved };
    });
    res.json(await answerOf(deps.db, id, doc));
  });

  return router;
}
