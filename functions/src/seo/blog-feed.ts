// /blog/feed.xml: an RSS 2.0 feed of the latest published posts, by absolute address (written per request from the
// site's own origin, as the sitemap is). Each item carries the excerpt as its description, not the body: a reader
// opens the post for the rest.

/** How many posts the feed carries. */
export const FEED_POSTS = 20;

export interface FeedPost {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  tags: readonly string[];
  publishedAt: Date;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

export function blogFeedXml(origin: string, posts: readonly FeedPost[]): string {
  const blog = new URL('/blog', origin).href;
  const items = posts.slice(0, FEED_POSTS).map((post) => {
    const link = new URL(`/blog/${encodeURIComponent(post.slug)}`, origin).href;
    return [
      '<item>',
      `<title>${escapeXml(post.title)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `<pubDate>${post.publishedAt.toUTCString()}</pubDate>`,
      post.excerpt ? `<description>${escapeXml(post.excerpt)}</description>` : '',
      post.author ? `<dc:creator>${escapeXml(post.author)}</dc:creator>` : '',
      ...post.tags.map((tag) => `<category>${escapeXml(tag)}</category>`),
      '</item>',
    ].join('');
  });
  const newest = posts[0]?.publishedAt;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">\n' +
    '<channel>' +
    '<title>Toolshop Blog</title>' +
    `<link>${escapeXml(blog)}</link>` +
    '<description>Workshop tips, product news and maintenance guides from Toolshop.</description>' +
    '<language>en</language>' +
    `<atom:link href="${escapeXml(new URL('/blog/feed.xml', origin).href)}" rel="self" type="application/rss+xml"/>` +
    (newest ? `<lastBuildDate>${newest.toUTCString()}</lastBuildDate>` : '') +
    `\n${items.join('\n')}\n` +
    '</channel>\n</rss>\n'
  );
}
