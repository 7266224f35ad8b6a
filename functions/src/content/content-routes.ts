// GET /api/content/home (anyone) and PUT /api/content/home (admin): the home page's hero, Business Summary and FAQ.
// GET /api/pages[/{slug}] (anyone), PUT and DELETE /api/pages/{slug} (admin): the simple pages and the portfolio.
import { Router } from 'express';
import { contentMessages, homeContentSchema, postSlugField, simplePageSchema } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { callerOf, requireAdmin } from '../http/auth';
import { parseInput } from '../platform/parse-input';
import { readHomeContent, saveHomeContent } from './home-content';
import { CONTENT_CACHE_CONTROL } from './content-cache';
import { deleteSimplePage, listSimplePages, readSimplePage, saveSimplePage } from './simple-pages';
import { notFound } from '../platform/refusal';

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

  router.get('/pages', async (_req, res) => {
    res.setHeader('Cache-Control', CONTENT_CACHE_CONTROL).json(await listSimplePages(deps.db));
  });

  router.get('/pages/:slug', async (req, res) => {
    const slug = parseInput(postSlugField, req.params.slug);
    const page = await readSimplePage(deps.db, slug);
    if (!page) throw notFound(contentMessages.pageNotFound);
    res.setHeader('Cache-Control', CONTENT_CACHE_CONTROL).json(page);
  });

  router.put('/pages/:slug', requireAdmin(deps), async (req, res) => {
    const slug = parseInput(postSlugField, req.params.slug);
    const input = parseInput(simplePageSchema, req.body);
    res.setHeader('Cache-Control', 'private, no-store').json(await saveSimplePage(deps, callerOf(res), slug, input));
  });

  router.delete('/pages/:slug', requireAdmin(deps), async (req, res) => {
    const slug = parseInput(postSlugField, req.params.slug);
    await deleteSimplePage(deps, callerOf(res), slug);
    res.json({ acknowledged: true, deletedCount: 1 });
  });

  return router;
}
