// What a search engine reads about a simple page: its SEO title or title, its SEO description (else the title) and
// its canonical address. Pure, so the page and the server's head agree.
import type { SimplePage } from '@toolshop/domain';
import type { PageHead } from '../../lib/use-document-head';
import { routeTitle } from '../../lib/use-document-title';

export function simplePageHead(page: SimplePage, path: string, origin: string): PageHead {
  const canonical = new URL(path, origin).href;
  const description = page.seoDescription || page.title;
  return {
    title: routeTitle(page.seoTitle || page.title),
    description,
    canonical,
    openGraph: {
      'og:type': 'website',
      'og:title': page.seoTitle || page.title,
      'og:description': description,
      'og:url': canonical,
    },
  };
}
