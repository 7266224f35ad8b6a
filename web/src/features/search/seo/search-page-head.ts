// What a search engine reads about a search or category page: title, description and canonical address (the
// query or the category, without the page's sort, filters or cursor: one address per result set worth indexing).
import type { PageHead } from '../../../lib/use-document-head';
import { categoryPath, SITE_NAME } from '../../products';

export function searchPath(q: string): string {
  return q ? `/search?q=${encodeURIComponent(q)}` : '/search';
}

const pageHead = (title: string, description: string, canonical: string): PageHead => ({
  title: `${title} | ${SITE_NAME}`,
  description,
  canonical,
  openGraph: {
    'og:type': 'website',
    'og:site_name': SITE_NAME,
    'og:title': title,
    'og:description': description,
    'og:url': canonical,
  },
});

export function searchPageHead(q: string, total: number, origin: string): PageHead {
  const canonical = new URL(searchPath(q), origin).href;
  return q
    ? pageHead(
        `Search results for “${q}”`,
        `${total} ${total === 1 ? 'product matches' : 'products match'} “${q}” at ${SITE_NAME}: power tools, spare parts and accessories.`,
        canonical,
      )
    : pageHead(
        'All products',
        `Every power tool, spare part and accessory ${SITE_NAME} sells, with prices and stock.`,
        canonical,
      );
}

export function categoryPageHead(name: string, slug: string, total: number, origin: string): PageHead {
  return pageHead(
    name,
    `${name} at ${SITE_NAME}: ${total} ${total === 1 ? 'product' : 'products'} with prices, stock and spare parts.`,
    new URL(categoryPath(slug), origin).href,
  );
}
