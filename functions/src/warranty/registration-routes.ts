// Registered tools (docs/decisions/0026): a customer registers a tool by serial number (POST /registrations) and
// lists theirs with each warranty's end (GET /registrations); an admin lists them all (the pending ones to confirm),
// confirms a registration made with a receipt and transfers a tool to another account.
import { Router } from 'express';
import {
  docIdField,
  registrationListQuerySchema,
  registrationRequestSchema,
  registrationTransferSchema,
} from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { requireAdmin, requireUser } from '../http/auth';
import { createRoute, listRoute } from '../http/route-input';
import { parseInput } from '../platform/parse-input';
import { registerTool } from './register-tool';
import { listRegistrations, registrationAnswer } from './registration-list';
import { confirmRegistration, transferRegistration } from './registration-moves';

export function registrationRoutes(deps: Deps): Router {
  const router = Router();

  router.post('/registrations', requireUser(deps), createRoute(deps, registrationRequestSchema, registerTool));

  router.get('/registrations', requireUser(deps), listRoute(deps, registrationListQuerySchema, listRegistrations));

  router.post('/registrations/:id/confirm', requireAdmin(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    res.json(await registrationAnswer(deps.db, id, await confirmRegistration(deps, id)));
  });

  router.post('/registrations/:id/transfer', requireAdmin(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    const { email } = parseInput(registrationTransferSchema, req.body);
    res.json(await registrationAnswer(deps.db, id, await transferRegistration(deps, id, email)));
  });

  return router;
}
