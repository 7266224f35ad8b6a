// GET /api/search's query parameters, read by the server and built by the search page from the same schema.
// Query parameters arrive as text; an empty one (`?category=`) means "not given", as a form sends every field.
import { z } from 'zod';
import { catalogueMessages as m } from '../products/catalogue-messages';
import { hasAtMostTwoDecimals } from '../money';
import { facetSpecKeys, SPEC_TEXT_MAX_LENGTH, type SpecKey } from '../products/product-specs';
import { categorySlugField } from '../products/category-schema';
import { NUMERIC_TEXT_PATTERN } from '../fields';

export const searchSorts = ['relevance', 'price-asc', 'price-desc', 'newest'] as const;
export type SearchSort = (typeof searchSorts)[number];
export const SEARCH_QUERY_MAX_LENGTH = 100;
export const SEARCH_PAGE_SIZE = 24;
export const SEARCH_PAGE_SIZE_MAX = 48;
/** An opaque cursor from a previous answer's `nextCursor`. */
export const SEARCH_CURSOR_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsAbsent, schema.optional());

const priceParam = z
  .string({ error: m.searchPriceInvalid })
  .regex(NUMERIC_TEXT_PATTERN, m.searchPriceInvalid)
  .transform(Number)
  .refine((price) => price >= 0 && price <= 1_000_000 && hasAtMostTwoDecimals(price), m.searchPriceInvalid);

const specFilter = optional(
  z.string({ error: m.searchSpecInvalid }).trim().max(SPEC_TEXT_MAX_LENGTH, m.searchSpecInvalid),
);
/** One filter per main spec (facetSpecKeys): `?voltage=18`. */
const specFilters = { voltage: specFilter, batteryCapacity: specFilter, discSize: specFilter } satisfies Record<
  (typeof facetSpecKeys)[number],
  unknown
>;

export const catalogueSearchSchema = z
  .strictObject({
    q: optional(
      z
        .string({ error: m.searchQueryTooLong(SEARCH_QUERY_MAX_LENGTH) })
        .trim()
        .max(SEARCH_QUERY_MAX_LENGTH, m.searchQueryTooLong(SEARCH_QUERY_MAX_LENGTH)),
    ),
    category: optional(categorySlugField),
    inStock: optional(z.enum(['true', 'false'], { error: m.searchInStockInvalid }).transform((v) => v === 'true')),
    minPrice: optional(priceParam),
    maxPrice: optional(priceParam),
    sort: z.preprocess(emptyAsAbsent, z.enum(searchSorts, { error: m.searchSortInvalid }).default('relevance')),
    cursor: optional(z.string({ error: m.searchCursorInvalid }).regex(SEARCH_CURSOR_PATTERN, m.searchCursorInvalid)),
    limit: z.preprocess(
      emptyAsAbsent,
      z
        .string({ error: m.searchLimitInvalid })
        .regex(/^[1-9][0-9]?$/, m.searchLimitInvalid)
        .transform(Number)
        .refine((limit) => limit <= SEARCH_PAGE_SIZE_MAX, m.searchLimitInvalid)
        .default(SEARCH_PAGE_SIZE),
    ),
    ...specFilters,
  })
  .refine((p) => p.minPrice === undefined || p.maxPrice === undefined || p.minPrice <= p.maxPrice, {
    path: ['minPrice'],
    message: m.searchPriceRange,
  });
export type CatalogueSearchParams = z.output<typeof catalogueSearchSchema>;

/** One value of a facet and how many of the matching products have it. */
export interface FacetCount<T = string> {
  value: T;
  count: number;
}

/** How many of the matching products have each value of each filter, each counted as if its own filter were unset. */
export interface CatalogueFacets {
  category: { slug: string; count: number }[];
  inStock: { true: number; false: number };
  price: { min: number; max: number } | null;
  specs: Partial<Record<SpecKey, FacetCount<string>[]>>;
}

/** GET /api/search's answer. `items` are products in the shape of GET /product. */
export interface CatalogueSearchResult<Item> {
  items: Item[];
  total: number;
  facets: CatalogueFacets;
  nextCursor: string | null;
}
