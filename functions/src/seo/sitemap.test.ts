import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap';

describe('the sitemap', () => {
  it('list the public pages and every product page by absolute address', () => {
    const xml = sitemapXml('https://shop.example', [
      { id: 'drill', updatedAt: new Date('2026-11-23T10:00:00Z') },
      { id: 'a&b' },
    ]);
    for (const loc of ['/', '/blog', '/portfolio', '/products/drill', '/products/a%26b']) {
      expect(xml).toContain(`<loc>https://shop.example${loc}</loc>`);
    }
    expect(xml).toContain('<lastmod>2026-11-23T10:00:00.000Z</lastmod>');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
  it('list every category page that has products', () => {
    const xml = sitemapXml(
      'https://shop.example',
      [],
      [
        { slug: 'drills', count: 4 },
        { slug: 'empty', count: 0 },
      ],
    );
    expect(xml).toContain('<loc>https://shop.example/category/drills</loc>');
    expect(xml).not.toContain('/category/empty');
  });
  it('list every post it is given by its address, with when its words last changed', () => {
    const xml = sitemapXml(
      'https://shop.example',
      [],
      [],
      [{ slug: 'sharpening-chisels', updatedAt: new Date('2026-11-20T08:00:00Z') }],
    );
    expect(xml).toContain(
      '<url><loc>https://shop.example/blog/sharpening-chisels</loc><lastmod>2026-11-20T08:00:00.000Z</lastmod></url>',
    );
  });
  it('list every simple page by its address', () => {
    const xml = sitemapXml('https://shop.example', [], [], [], ['terms', 'privacy']);
    expect(xml).toContain('<url><loc>https://shop.example/pages/terms</loc></url>');
    expect(xml).toContain('<url><loc>https://shop.example/pages/privacy</loc></url>');
  });
});
