import { describe, expect, it } from 'vitest';
import { MAX_FEATURED, productSchema, toProduct } from '@toolshop/domain';
import { demoPhotoPath } from '../photos/photo-files.mjs';
import { seedCategories, seedProducts } from './products.mjs';

const products: Record<string, any>[] = seedProducts;

describe('the seed catalogue', () => {
  it('holds only products Add Product would accept, some in packs, with a maximum and with price breaks', () => {
    for (const { id, ...doc } of seedProducts) {
      const { _id: _, ...answer } = toProduct(id, { ...doc, picture: `/products/${id}.svg` });
      // The answer's null is a field the product has not: Add Product leaves it out.
      const input = Object.fromEntries(Object.entries(answer).filter(([, value]) => value !== null));
      expect(productSchema.safeParse(input).error?.issues ?? [], id).toEqual([]);
    }
    expect(products.some((p) => p.increment)).toBe(true);
    expect(products.some((p) => p.maximum)).toBe(true);
    expect(products.some((p) => p.priceBreaks?.length)).toBe(true);
  });

  it('gives every tool a warranty of 24 or 36 months and a serial pattern of its own', () => {
    const tools = products.filter((p) => p.serialPattern);
    expect(tools.length).toBeGreaterThanOrEqual(10);
    for (const tool of tools) expect([24, 36], tool.id).toContain(tool.warrantyMonths);
    expect(new Set(tools.map((p) => p.serialPattern)).size).toBe(tools.length);
    expect(products.find((p) => p.id === 'cordless-drill-18v')).toMatchObject({
      serialPattern: '^DD18-BL13-[0-9]{8}$',
    });
  });

  it("is a manufacturer's catalogue: 60+ products in 6+ categories, each with a SKU, specs and a photo", () => {
    expect(products.length).toBeGreaterThanOrEqual(60);
    const slugs = new Set(seedCategories.map((category) => category.slug));
    expect(new Set(products.map((p) => p.category)).size).toBeGreaterThanOrEqual(6);
    const skus = products.map((p) => String(p.sku).toLowerCase());
    expect(new Set(skus).size).toBe(products.length);
    for (const p of products) {
      expect(slugs.has(p.category), p.id).toBe(true);
      expect(Object.keys(p.specs ?? {}).length, p.id).toBeGreaterThan(0);
      expect(demoPhotoPath(p.id), p.id).toMatch(/\.jpg$/);
    }
  });

  it('has parts that name the tools they fit, and a few featured products', () => {
    const ids = new Set(products.map((p) => p.id));
    const parts = products.filter((p) => p.fits?.length);
    expect(parts.length).toBeGreaterThanOrEqual(5);
    for (const part of parts) for (const tool of part.fits) expect(ids.has(tool), `${part.id} fits ${tool}`).toBe(true);
    const featured = products.filter((p) => p.featured).length;
    expect(featured).toBeGreaterThan(0);
    expect(featured).toBeLessThanOrEqual(MAX_FEATURED);
  });
});
