// GET /api/settings/business (anyone: the seller's details are printed on every invoice anyway) and
// PUT /api/settings/business (admin) -> the details, with the home country they make (the default when unset).
import { Router } from 'express';
import { businessDetailsSchema, homeCountryOf, type BusinessDetails } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { callerOf, requireAdmin } from '../http/auth';
import { parseInput } from '../platform/parse-input';
import { readBusinessDetails, saveBusinessDetails } from './business-details';

export function settingsRoutes(deps: Deps): Router {
  const router = Router();

  const withHomeCountry = (details: BusinessDetails) => ({ ...details, country: homeCountryOf(details) });

  router.get('/settings/business', async (_req, res) => {
    res.json(withHomeCountry(await readBusinessDetails(deps.db)));
  });

  router.put('/settings/business', requireAdmin(deps), async (req, res) => {
    const details = parseInput(businessDetailsSchema, req.body);
    await saveBusinessDetails(deps, callerOf(res), details);
    res.json(withHomeCountry(details));
  });

  return router;
}
