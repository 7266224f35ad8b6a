import { describe, expect, it } from 'vitest';
import { orderSearchKeys, orderSearchLookups, sameSearchKeys } from './order-search-keys';
import { readOrderSearch } from './admin-search-schema';

const keys = orderSearchKeys({
  id: 'J5sgZmAgQ0xYz1234567',
  email: 'Casey@Example.com',
  productNames: ['Cordless Drill 18V', 'Angle-Grinder 125'],
  skus: ['DR-18V-01', 'AG-125'],
});
const finds = (q: string) => {
  const search = readOrderSearch(q);
  return search.kind !== 'all' && orderSearchLookups(search).some((key) => keys.includes(key));
};

describe('orderSearchKeys', () => {
  it('finds an order by its number in any case, with or without its #', () => {
    expect(finds('#j5sgzmag')).toBe(true);
    expect(finds('J5SGZMAG')).toBe(true);
    expect(finds('j5sgzmagq0xyz1234567')).toBe(true);
    expect(finds('#j5sgzmax')).toBe(false);
  });

  it("finds it by the start of the customer's email in any case", () => {
    expect(finds('CASEY@ex')).toBe(true);
    expect(finds('example')).toBe(false);
  });

  it('finds it by the start of any product name or of one of its words, in any case, on every line', () => {
    for (const q of ['cordless', 'Drill', 'dri', '18v', 'cordless drill', 'GRINDER', 'angle-grinder 1', '125'])
      expect(finds(q), q).toBe(true);
    for (const q of ['drills', 'rill', 'saw', 'drill 18v x', 'cordless grinder']) expect(finds(q), q).toBe(false);
  });

  it("finds it by the start of any line's SKU, in any case, and the SKU alone by its whole", () => {
    for (const q of ['DR-18V-01', 'dr-18v', 'ag-125', 'AG']) expect(finds(q), q).toBe(true);
    for (const q of ['18v-01', 'dr-18v-02', 'ag-1250']) expect(finds(q), q).toBe(false);
  });

  it('an order without SKUs (placed before lines kept them) has no SKU keys', () => {
    const old = orderSearchKeys({ id: 'abc', email: 'a@b.co', productNames: ['Saw'] });
    expect(old.some((key) => key.startsWith('sku:'))).toBe(false);
  });

  it('builds the same keys for the same order, and sameSearchKeys tells when stored keys are stale', () => {
    const again = orderSearchKeys({
      id: 'J5sgZmAgQ0xYz1234567',
      email: 'Casey@Example.com',
      productNames: ['Cordless Drill 18V', 'Angle-Grinder 125'],
      skus: ['DR-18V-01', 'AG-125'],
    });
    expect(sameSearchKeys(keys, again)).toBe(true);
    expect(sameSearchKeys(undefined, again)).toBe(false);
    expect(sameSearchKeys(keys.slice(1), again)).toBe(false);
  });
});
