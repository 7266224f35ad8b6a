import { describe, expect, it } from 'vitest';
import type { Post } from '@toolshop/domain';
import { blogPostHead, blogPostingJsonLd, jsonForScript } from './post-head';

const post: Post = {
  id: 'p1',
  slug: 'drill-care',
  title: 'Drill care',
  excerpt: 'Keep the chuck clean.',
  coverImage: '/products/drill.0123456789.jpg',
  tags: ['care', 'drills'],
  author: 'Ann',
  publishedAt: '2026-11-01T09:00:00.000Z',
  bodyHtml: '<p>Oil it.</p>',
  seoTitle: '',
  seoDescription: '',
  updatedAt: '2026-11-02T09:00:00.000Z',
  status: 'published',
  previous: null,
  next: null,
};

describe("a post's head", () => {
  it('is titled with its title, described by its excerpt, with its canonical address and article tags', () => {
    expect(blogPostHead(post, 'https://shop.example')).toEqual({
      title: 'Drill care | Toolshop',
      description: 'Keep the chuck clean.',
      canonical: 'https://shop.example/blog/drill-care',
      openGraph: {
        'og:type': 'article',
        'og:site_name': 'Toolshop',
        'og:title': 'Drill care',
        'og:description': 'Keep the chuck clean.',
        'og:url': 'https://shop.example/blog/drill-care',
        'og:image': 'https://shop.example/products/drill.0123456789.jpg',
        'article:published_time': '2026-11-01T09:00:00.000Z',
      },
    });
  });
  it('takes the SEO title and description an admin wrote', () => {
    const head = blogPostHead({ ...post, seoTitle: 'Drill care guide', seoDescription: 'How to' }, 'https://a.b');
    expect(head).toMatchObject({ title: 'Drill care guide | Toolshop', description: 'How to' });
  });
  it('is a schema.org BlogPosting with absolute addresses, and its JSON cannot end its script element', () => {
    const ld = blogPostingJsonLd({ ...post, title: '</script><b>x' }, 'https://shop.example');
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline: '</script><b>x',
      url: 'https://shop.example/blog/drill-care',
      image: ['https://shop.example/products/drill.0123456789.jpg'],
      datePublished: '2026-11-01T09:00:00.000Z',
      dateModified: '2026-11-02T09:00:00.000Z',
      author: { '@type': 'Person', name: 'Ann' },
      keywords: 'care, drills',
    });
    expect(jsonForScript(ld)).not.toContain('<');
  });
});
