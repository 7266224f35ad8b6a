import { describe, expect, it } from 'vitest';
import { productSchema, toProduct } from '@toolshop/domain';
import { seedProducts } from './products.mjs';

describe('the seed catalogue', () => {
  it('holds only products Add Product would accept, some in packs, with a maximum and with price breaks', () => {
    for (const { id, ...doc } of seedProducts) {
      const { _id: _, ...input } = toProduct(id, { ...doc, picture: `/products/${id}.svg` });
      expect(productSchema.safeParse(input).error?.issues ?? [], id).toEqual([]);
    }
    expect(seedProducts.some((p) => p.increment)).toBe(true);
    expect(seedProducts.some((p) => p.maximum)).toBe(true);
    expect(seedProducts.some((p) => p.priceBreaks?.length)).toBe(true);
  });
});
