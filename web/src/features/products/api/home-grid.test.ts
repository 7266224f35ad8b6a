import { describe, expect, it } from 'vitest';
import type { Product } from '@toolshop/domain';
import { homeGridProducts } from './use-catalogue';

const product = (id: string, featured = false): Product => ({
  _id: id,
  name: id,
  description: '',
  picture: '',
  price: 1,
  available: 1,
  minimum: 1,
  sku: null,
  category: null,
  specs: {},
  fits: [],
  featured,
  warrantyMonths: 0,
  serialPattern: null,
});

describe('the home grid', () => {
  it('shows the featured products, in the list order', () => {
    const list = [product('a'), product('b', true), product('c'), product('d', true)];
    expect(homeGridProducts(list).map((p) => p._id)).toEqual(['b', 'd']);
  });

  it('shows the first twelve while none is featured, and the same again when given its own answer', () => {
    const list = Array.from({ length: 30 }, (_, i) => product(`p${i}`));
    const grid = homeGridProducts(list);
    expect(grid).toHaveLength(12);
    expect(homeGridProducts(grid)).toEqual(grid);
  });
});
