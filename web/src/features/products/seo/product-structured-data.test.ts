import { describe, expect, it } from 'vitest';
import type { Product } from '@toolshop/domain';
import { jsonForScript, productJsonLd, productPageHead } from './product-structured-data';

const product: Product = {
  _id: 'jigsaw-800w',
  name: 'Jigsaw 800W',
  description: 'A jigsaw. '.repeat(40).trim(),
  picture: '/products/jigsaw-800w.07b274839e.jpg',
  price: 99.5,
  available: 120,
  minimum: 2,
  sku: null,
  category: null,
  specs: {},
  fits: [],
  featured: false,
  warrantyMonths: 0,
  serialPattern: null,
};

describe('a product page for search engines', () => {
  it('has its own title, a short description, a canonical address and Open Graph tags', () => {
    const head = productPageHead(product, 'https://shop.example');
    expect(head.title).toBe('Jigsaw 800W | Toolshop');
    expect(head.canonical).toBe('https://shop.example/products/jigsaw-800w');
    expect(head.description.length).toBeLessThanOrEqual(product.description.length);
    expect(head.description.endsWith('…')).toBe(true);
    expect(head.openGraph['og:image']).toBe('https://shop.example/products/jigsaw-800w.07b274839e.jpg');
    expect(head.openGraph['og:url']).toBe(head.canonical);
  });

  it('describes the product and its offer in schema.org terms', () => {
    const data = productJsonLd(product, 'https://shop.example');
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Jigsaw 800W',
      offers: {
        '@type': 'Offer',
        price: '99.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        eligibleQuantity: { minValue: 2, maxValue: 120 },
      },
    });
    expect(productJsonLd({ ...product, available: 0 }, 'https://shop.example')).toMatchObject({
      offers: { availability: 'https://schema.org/OutOfStock' },
    });
  });

  it('carries the aggregateRating of its reviews and the newest of them, and no rating before any', () => {
    const review = (rating: number, name: string) => ({
      _id: name,
      displayName: name,
      picture: '/api/images/a.png',
      rating,
      description: `${name}'s review`,
      verified: true,
      productId: product._id,
      productName: product.name,
    });
    const data = productJsonLd(product, 'https://shop.example', {
      items: [review(5, 'Maria K.'), review(4, 'Jon E.')],
      count: 7,
      average: 4.3,
    });
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 7,
      bestRating: 5,
      worstRating: 1,
    });
    expect(data.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Maria K.' },
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        reviewBody: "Maria K.'s review",
      },
      expect.objectContaining({ author: { '@type': 'Person', name: 'Jon E.' } }),
    ]);
    const unreviewed = productJsonLd(product, 'https://shop.example', { items: [], count: 0, average: null });
    expect(unreviewed).not.toHaveProperty('aggregateRating');
    expect(unreviewed).not.toHaveProperty('review');
  });

  it('never lets a product text close its script element', () => {
    expect(jsonForScript({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
