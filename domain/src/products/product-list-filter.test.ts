import { describe, expect, it } from 'vitest';
import { productsMatching, stockLevelOf } from './product-list-filter';
import { NO_PRODUCT_FILTER, productFilterSchema } from './product-filter-schema';

const product = (name: string, sku: string | null, category: string | null, available: number, minimum = 2) => ({
  name,
  sku,
  category,
  available,
  minimum,
});
const drill = product('Cordless Drill 18V', 'DD18-BL13', 'drills', 240);
const brushes = product('Carbon Brushes', 'CB-10', 'parts', 1);
const blades = product('Jigsaw Blades', null, 'parts', 0);
const catalogue = [drill, brushes, blades];
const names = (filter: Partial<typeof NO_PRODUCT_FILTER>) =>
  productsMatching(catalogue, { ...NO_PRODUCT_FILTER, ...filter }).map((found) => found.name);

describe('Manage Product search', () => {
  it('finds products by any part of the name or of the SKU, in any case', () => {
    expect(names({})).toEqual(['Cordless Drill 18V', 'Carbon Brushes', 'Jigsaw Blades']);
    expect(names({ q: 'drill' })).toEqual(['Cordless Drill 18V']);
    expect(names({ q: 'dd18-bl' })).toEqual(['Cordless Drill 18V']);
    expect(names({ q: ' cb-10 ' })).toEqual(['Carbon Brushes']);
    expect(names({ q: 'b' })).toEqual(['Cordless Drill 18V', 'Carbon Brushes', 'Jigsaw Blades']);
    expect(names({ q: 'saw' })).toEqual(['Jigsaw Blades']);
    expect(names({ q: 'planer' })).toEqual([]);
  });

  it('filters by category and by stock level, with the search', () => {
    expect(names({ category: 'parts' })).toEqual(['Carbon Brushes', 'Jigsaw Blades']);
    expect(names({ stock: 'in' })).toEqual(['Cordless Drill 18V']);
    expect(names({ stock: 'low' })).toEqual(['Carbon Brushes']);
    expect(names({ stock: 'out' })).toEqual(['Jigsaw Blades']);
    expect(names({ category: 'parts', stock: 'out', q: 'blade' })).toEqual(['Jigsaw Blades']);
    expect(names({ category: 'drills', stock: 'out' })).toEqual([]);
  });

  it('tells the stock level: none left is out, under the minimum order low, else in stock', () => {
    expect(stockLevelOf({ available: 0, minimum: 1 })).toBe('out');
    expect(stockLevelOf({ available: 1, minimum: 2 })).toBe('low');
    expect(stockLevelOf({ available: 2, minimum: 2 })).toBe('in');
  });

  it('the form schema refuses an unknown stock level and a search past 200 characters', () => {
    expect(productFilterSchema.safeParse({ ...NO_PRODUCT_FILTER, stock: 'some' }).success).toBe(false);
    expect(productFilterSchema.safeParse({ ...NO_PRODUCT_FILTER, q: 'x'.repeat(201) }).success).toBe(false);
    expect(productFilterSchema.parse({ q: ' cb ', category: 'parts', stock: 'low' })).toEqual({
      q: 'cb',
      category: 'parts',
      stock: 'low',
    });
  });
});
