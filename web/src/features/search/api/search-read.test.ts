import { describe, expect, it } from 'vitest';
import { searchParamsOf, searchRead } from './search-read';

describe('the search page read', () => {
  it('passes on the parameters the API knows, in one order, without empty ones', () => {
    const query = new URLSearchParams('sort=price-asc&utm_source=mail&q=+drill+&inStock=true&minPrice=&voltage=18');
    expect(searchRead(searchParamsOf(query))).toBe('/search?q=drill&inStock=true&sort=price-asc&voltage=18');
  });

  it("scopes a category page to its own category, whatever the address's query says", () => {
    const query = new URLSearchParams('category=saws&cursor=abc');
    expect(searchRead(searchParamsOf(query, 'drills'))).toBe('/search?category=drills&cursor=abc');
  });

  it('reads every product when nothing is asked', () => {
    expect(searchRead(searchParamsOf(new URLSearchParams()))).toBe('/search');
  });
});
