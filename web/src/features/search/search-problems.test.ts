import { describe, expect, it } from 'vitest';
import { catalogueMessages as cm, SEARCH_QUERY_MAX_LENGTH } from '@toolshop/domain';
import { searchProblemsOf } from './search-problems';

describe('searchProblemsOf', () => {
  it('has nothing to say of parameters the API takes', () => {
    expect(searchProblemsOf(new URLSearchParams('q=drill&minPrice=10&maxPrice=20&inStock=true'))).toEqual({});
  });

  it('says the words are over the limit, naming the limit', () => {
    const problems = searchProblemsOf(new URLSearchParams({ q: 'x'.repeat(SEARCH_QUERY_MAX_LENGTH + 1) }));
    expect(problems).toEqual({ query: 'The search must be at most 100 characters' });
  });

  it('puts a price range with the lowest above the highest beside the prices', () => {
    expect(searchProblemsOf(new URLSearchParams('category=drills&minPrice=50&maxPrice=10'))).toEqual({
      price: cm.searchPriceRange,
    });
  });
});
