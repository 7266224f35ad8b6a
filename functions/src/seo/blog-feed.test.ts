import { describe, expect, it } from 'vitest';
import { blogFeedXml, FEED_POSTS } from './blog-feed';

const post = (n: number) => ({
  slug: `post-${n}`,
  title: `Post ${n}`,
  excerpt: '',
  author: '',
  tags: [],
  publishedAt: new Date(Date.UTC(2026, 10, 28 - n)),
});

describe('the blog feed', () => {
  it('is RSS 2.0 with each post by absolute address, its date, excerpt, author and tags, all escaped', () => {
    const xml = blogFeedXml('https://shop.example', [
      {
        slug: 'a-b',
        title: 'Saws & <blades>',
        excerpt: 'Keep "them" sharp',
        author: "O'Brien",
        tags: ['care'],
        publishedAt: new Date('2026-11-20T08:00:00Z'),
      },
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain('<title>Saws &amp; &lt;blades&gt;</title>');
    expect(xml).toContain('<link>https://shop.example/blog/a-b</link>');
    expect(xml).toContain('<pubDate>Fri, 20 Nov 2026 08:00:00 GMT</pubDate>');
    expect(xml).toContain('<description>Keep &quot;them&quot; sharp</description>');
    expect(xml).toContain('<dc:creator>O&apos;Brien</dc:creator>');
    expect(xml).toContain('<category>care</category>');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
  it(`carries at most ${FEED_POSTS} posts, in the order given`, () => {
    const xml = blogFeedXml(
      'https://shop.example',
      Array.from({ length: 25 }, (_, i) => post(i)),
    );
    expect(xml.match(/<item>/g)).toHaveLength(FEED_POSTS);
    expect(xml.indexOf('/blog/post-0<')).toBeLessThan(xml.indexOf('/blog/post-1<'));
  });
});
