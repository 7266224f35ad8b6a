import { Router } from 'express';
import type { Deps } from '../platform/deps';
import { MAX_STALENESS_MS } from '../products/product-catalogue';
import { listCategories } from '../categories/list-categories';
import { sitemapXml } from './sitemap';
import { siteOrigin } from './site-origin';

/** The CDN keeps it as long as the catalogue may be stale (decision 7); crawlers ask again each time. */
const SEO_CACHE_CONTROL = `public, max-age=0, s-maxage=${MAX_STALENESS_MS / 1000}`;

/** Served at the site's root through a Hosting rewrite (firebase.json), beside the API. */
export function seoRoutes(deps: Deps): Router {
  const router = Router();

  router.get('/sitemap.xml', async (req, res) => {
    const [entries, categories] = await Promise.all([deps.catalogue.list(), listCategories(deps)]);
    const products = entries.map(({ id, doc }) => ({ id, updatedAt: toDate(doc.updatedAt) }));
    res
      .type('application/xml')
      .set('Cache-Control', SEO_CACHE_CONTROL)
      .send(sitemapXml(siteOrigin(req), products, categories));
  });

  return router;
}

function toDate(value: unknown): Date | undefined {
  if (value instanceof Date) return value;
  if (value && typeof (value as { toDate?: unknown }).toDate === 'function')
    return (value as { toDate(): Date }).toDate();
  return undefined;
}
