// The catalogue's categories: listed for everyone, added, renamed and deleted by admins.
import { Router } from 'express';
import { categoryEditSchema, categorySlugField } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { callerOf, requireAdmin } from '../http/auth';
import { parseInput } from '../platform/parse-input';
import { MAX_STALENESS_MS } from '../products';
import { listCategories } from './list-categories';
import { saveCategory } from './save-category';
import { deleteCategory } from './delete-category';

const CATEGORIES_CACHE_CONTROL = `public, max-age=0, s-maxage=${MAX_STALENESS_MS / 1000}`;

export function categoryRoutes(deps: Deps): Router {
  const router = Router();

  // GET /categories: [{ slug, name, count }] by name.
  router.get('/categories', async (_req, res) => {
    res.setHeader('Cache-Control', CATEGORIES_CACHE_CONTROL).json(await listCategories(deps));
  });

  // PUT /categories/{slug} (admin): { name } adds the category or renames it.
  router.put('/categories/:slug', requireAdmin(deps), async (req, res) => {
    const slug = parseInput(categorySlugField, req.params.slug);
    const input = parseInput(categoryEditSchema, req.body);
    const { created } = await saveCategory(deps, callerOf(res), slug, input);
    res.status(created ? 201 : 200).json({ acknowledged: true, slug, name: input.name });
  });

  // DELETE /categories/{slug} (admin): 409 while products use it.
  router.delete('/categories/:slug', requireAdmin(deps), async (req, res) => {
    const slug = parseInput(categorySlugField, req.params.slug);
    await deleteCategory(deps, callerOf(res), slug);
    res.json({ acknowledged: true, deletedCount: 1 });
  });

  return router;
}
