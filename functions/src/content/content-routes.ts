// GET /api/content/home (anyone) and PUT /api/content/home (admin): the home page's hero, Business Summary and FAQ.
import { Router } from 'express';
import { homeContentSchema } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { callerOf, requireAdmin } from '../http/auth';
import { parseInput } from '../http/validate';
import { readHomeContent, saveHomeContent } from './home-content';
import { CONTENT_CACHE_CONTROL } from './content-cache';

export function contentRoutes(deps: Deps): Router {
  const router = Router();

  router.get('/content/home', async (_req, res) => {
    res.setHeader('Cache-Control', CONTENT_CACHE_CONTROL).json(await readHomeContent(deps.db));
  });

  router.put('/content/home', requireAdmin(deps), async (req, res) => {
    const content = parseInput(homeContentSchema, req.body);
    await saveHomeContent(deps, callerOf(res), content);
    res.setHeader('Cache-Control', 'private, no-store').json(content);
  });

  return router;
}
