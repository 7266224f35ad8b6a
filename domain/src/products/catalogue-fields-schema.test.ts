import { describe, expect, it } from 'vitest';
import { productRequestSchema } from './product-schema';
import { productEditRequestSchema } from './product-edit-schema';
import { catalogueSearchSchema } from '../search/catalogue-search-schema';
import { catalogueMessages as m } from './catalogue-messages';

const spec = { name: 'Drill', price: 10, available: 1, minimum: 1, description: 'A drill', picture: '/p.jpg' };
const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("a product's catalogue fields", () => {
  it('are optional, and read when sent', () => {
    expect(productRequestSchema.safeParse(spec).success).toBe(true);
    const read = productRequestSchema.parse({
      ...spec,
      sku: ' DR-18V-01 ',
      category: 'drills-drivers',
      specs: { voltage: 18, model: 'DR18' },
      fits: ['abc'],
      featured: true,
    });
    expect(read).toMatchObject({ sku: 'DR-18V-01', specs: { voltage: 18, model: 'DR18' }, featured: true });
  });

  it('refuse a bad SKU, category, spec, fits or featured with a message', () => {
    expect(message(productRequestSchema.safeParse({ ...spec, sku: 'ab' }))).toBe(m.skuInvalid);
    expect(message(productRequestSchema.safeParse({ ...spec, sku: 'a_b_c' }))).toBe(m.skuInvalid);
    expect(message(productRequestSchema.safeParse({ ...spec, category: 'Drills' }))).toBe(m.categoryInvalid);
    expect(message(productRequestSchema.safeParse({ ...spec, specs: { colour: 'red' } }))).toBe(
      m.specKeyUnknown('colour'),
    );
    expect(message(productRequestSchema.safeParse({ ...spec, specs: { voltage: {} } }))).toBe(m.specValueInvalid);
    expect(message(productRequestSchema.safeParse({ ...spec, fits: ['a', 'a'] }))).toBe(m.fitsDuplicate);
    expect(message(productRequestSchema.safeParse({ ...spec, featured: 'yes' }))).toBe(m.featuredInvalid);
  });

  it('may be removed by an edit (SKU and category as null)', () => {
    expect(productEditRequestSchema.parse({ sku: null, category: null })).toEqual({ sku: null, category: null });
  });
});

describe('the search parameters', () => {
  it('read text into numbers and booleans, with relevance and 24 items by default', () => {
    expect(catalogueSearchSchema.parse({ q: ' drill ', inStock: 'true', minPrice: '10', maxPrice: '99.5' })).toEqual({
      q: 'drill',
      inStock: true,
      minPrice: 10,
      maxPrice: 99.5,
      sort: 'relevance',
      limit: 24,
    });
    expect(catalogueSearchSchema.parse({ q: '', category: '', sort: '' })).toEqual({ sort: 'relevance', limit: 24 });
  });

  it('refuse unknown parameters, bad values and repeated parameters', () => {
    for (const query of [
      { page: '2' },
      { sort: 'cheapest' },
      { inStock: 'yes' },
      { minPrice: '-1' },
      { minPrice: '1e3' },
      { minPrice: '20', maxPrice: '10' },
      { q: 'x'.repeat(101) },
      { q: ['a', 'b'] },
      { cursor: 'a.b' },
      { limit: '0' },
      { limit: '49' },
      { category: 'Not A Slug' },
    ])
      expect(catalogueSearchSchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
  });
});
