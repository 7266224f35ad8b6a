// GET /api/settings/business (anyone: the seller's details are printed on every invoice anyway) and
// PUT /api/settings/business (admin) -> the details.
import { Router } from 'express';
import { businessDetailsSchema } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { callerOf, requireAdmin } from '../http/auth';
import { parseInput } from '../http/validate';
import { readBusinessDetails, saveBusinessDetails } from './business-details';

export function settingsRoutes(deps: Deps): Router {
  const router = Router();

  router.get('/settings/business', async (_req, res) => {
    res.json(await readBusinessDetails(deps.db));
  });

  router.put('/settings/business', requireAdmin(deps), async (req, res) => {
    const details = parseInput(businessDetailsSchema, req.body);
    await saveBusinessDetails(deps, callerOf(res), details);
    res.json(details);
  });

  return router;
}
