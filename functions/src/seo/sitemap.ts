// /sitemap.xml: the public pages, every category page that has products, every product page, every published post
// and every simple page (terms, privacy...), by absolute address (the format wants them absolute, so it is written
// per request from the site's own origin).

/** The public pages besides the products: the ones SPEC §2 opens to everyone. */
export const PUBLIC_PAGES = ['/', '/blog', '/portfolio'] as const;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

export interface SitemapProduct {
  id: string;
  updatedAt?: Date;
}

/** A post visitors see now: its address's slug and when its words last changed. */
export interface SitemapPost {
  slug: string;
  updatedAt?: Date;
}

export function sitemapXml(
  origin: string,
  products: readonly SitemapProduct[],
  categories: readonly { slug: string; count: number }[] = [],
  posts: readonly SitemapPost[] = [],
  simplePageSlugs: readonly string[] = [],
): string {
  const entry = (path: string, updatedAt?: Date) =>
    `<url><loc>${escapeXml(new URL(path, origin).href)}</loc>${updatedAt ? `<lastmod>${updatedAt.toISOString()}</lastmod>` : ''}</url>`;
  const urls = [
    ...PUBLIC_PAGES.map((path) => entry(path)),
    // An empty category's page lists nothing worth indexing.
    ...categories.filter(({ count }) => count > 0).map(({ slug }) => entry(`/category/${encodeURIComponent(slug)}`)),
    ...products.map(({ id, updatedAt }) => entry(`/products/${encodeURIComponent(id)}`, updatedAt)),
    ...posts.map(({ slug, updatedAt }) => entry(`/blog/${encodeURIComponent(slug)}`, updatedAt)),
    ...simplePageSlugs.map((slug) => entry(`/pages/${encodeURIComponent(slug)}`)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
