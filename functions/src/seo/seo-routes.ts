import { Router } from 'express';
import type { Deps } from '../platform/deps';
import { MAX_STALENESS_MS } from '../products';
import { listCategories } from '../categories';
import { sitemapXml } from './sitemap';
import { siteOrigin } from './site-origin';
import { allPublishedPosts } from '../posts';
import { listSimplePages } from '../content';
import { blogFeedXml, FEED_POSTS } from './blog-feed';

/** The CDN keeps it as long as the catalogue may be stale (decision 7); crawlers ask again each time. */
const SEO_CACHE_CONTROL = `public, max-age=0, s-maxage=${MAX_STALENESS_MS / 1000}`;

/** Served at the site's root through a Hosting rewrite (firebase.json), beside the API. */
export function seoRoutes(deps: Deps): Router {
  const router = Router();

  router.get('/sitemap.xml', async (req, res) => {
    const [entries, categories, posts, pages] = await Promise.all([
      deps.catalogue.list(),
      listCategories(deps),
      allPublishedPosts(deps),
      listSimplePages(deps.db),
    ]);
    const products = entries.map(({ id, doc }) => ({ id, updatedAt: toDate(doc.updatedAt) }));
    const postEntries = posts.map(({ slug, doc }) => ({ slug, updatedAt: toDate(doc.updatedAt) }));
    res
      .type('application/xml')
      .set('Cache-Control', SEO_CACHE_CONTROL)
      .send(
        sitemapXml(
          siteOrigin(req),
          products,
          categories,
          postEntries,
          pages.map(({ slug }) => slug),
        ),
      );
  });

  // The latest published posts (a scheduled one joins at its time, as on /blog: the read decides).
  router.get('/blog/feed.xml', async (req, res) => {
    const posts = await allPublishedPosts(deps, FEED_POSTS);
    const items = posts.map(({ slug, doc }) => ({
      slug,
      title: doc.title,
      excerpt: doc.excerpt,
      author: doc.author,
      tags: doc.tags,
      publishedAt: toDate(doc.visibleFrom) ?? new Date(0),
    }));
    res
      .type('application/rss+xml')
      .set('Cache-Control', SEO_CACHE_CONTROL)
      .send(blogFeedXml(siteOrigin(req), items));
  });

  return router;
}

function toDate(value: unknown): Date | undefined {
  if (value instanceof Date) return value;
  if (value && typeof (value as { toDate?: unknown }).toDate === 'function')
    return (value as { toDate(): Date }).toDate();
  return undefined;
}
