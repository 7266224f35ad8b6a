// What a search engine reads about a post's page: title, description, canonical address, Open Graph tags (an
// article) and a schema.org BlogPosting (JSON-LD). One pure function each, so the page, the server's head and the
// tests agree on them.
import type { Post } from '@toolshop/domain';
import type { PageHead } from '../../../lib/use-document-head';
import { routeTitle } from '../../../lib/use-document-title';
import { blogPostPath } from '../blog-paths';

const SITE_NAME = 'Toolshop';

const absolute = (origin: string, pathOrUrl: string) => new URL(pathOrUrl, origin).href;

/** The SEO description an admin wrote, else the excerpt, else the title: never an empty description. */
const descriptionOf = (post: Post) => post.seoDescription || post.excerpt || post.title;

export function blogPostHead(post: Post, origin: string): PageHead {
  const canonical = absolute(origin, blogPostPath(post.slug));
  const description = descriptionOf(post);
  const openGraph: Record<string, string> = {
    'og:type': 'article',
    'og:site_name': SITE_NAME,
    'og:title': post.seoTitle || post.title,
    'og:description': description,
    'og:url': canonical,
  };
  if (post.coverImage) openGraph['og:image'] = absolute(origin, post.coverImage);
  if (post.publishedAt) openGraph['article:published_time'] = post.publishedAt;
  return { title: routeTitle(post.seoTitle || post.title), description, canonical, openGraph };
}

export function blogPostingJsonLd(post: Post, origin: string): Record<string, unknown> {
  const url = absolute(origin, blogPostPath(post.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': url,
    url,
    mainEntityOfPage: url,
    headline: post.title,
    description: descriptionOf(post),
    ...(post.coverImage ? { image: [absolute(origin, post.coverImage)] } : {}),
    ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
    ...(post.updatedAt ? { dateModified: post.updatedAt } : {}),
    ...(post.author ? { author: { '@type': 'Person', name: post.author } } : {}),
    publisher: { '@type': 'Organization', name: SITE_NAME },
    ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
  };
}

/** JSON for a <script type="application/ld+json">, with `<` escaped so that no post text can end the element. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
