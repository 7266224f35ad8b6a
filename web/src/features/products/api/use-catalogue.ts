// Public catalogue, sorted by name, from the REST API (GET /api/product answers it in the spec's shape): the home
// page reads it without the Firestore SDK, which stays out of the first paint.
import type { Product } from '@toolshop/domain';
import { useMemo } from 'react';
import { useApiRead, type ReadStatus } from '../../../lib/use-api-read';
import type { CardProduct } from '../card-product';

/** The read's API path: a server-rendered home page carries its answer under this name (lib/page-data.tsx). */
export const CATALOGUE_READ = '/product';

export function useCatalogue(): { status: ReadStatus; products: Product[] } {
  const { status, data } = useApiRead<Product[]>(CATALOGUE_READ);
  return { status, products: data ?? [] };
}

/** The grid of a shop where no product is featured yet: the first products of the list. */
const UNFEATURED_GRID_SIZE = 12;

/**
 * The home page grid's products: the featured ones (admin-picked; the API holds them to MAX_FEATURED, whose module
 * brings Zod, kept off the home page), or the first of the list while none is. Applied to a list already cut this
 * way it gives the same list, so the server-rendered home page carries only these under CATALOGUE_READ.
 */
export function homeGridProducts<T extends Pick<Product, 'featured'>>(products: readonly T[]): T[] {
  const featured = products.filter((product) => product.featured);
  return featured.length ? featured : products.slice(0, UNFEATURED_GRID_SIZE);
}

/** The grid's cards: a server-rendered home page carries only their fields (card-product.ts). */
export function useHomeGrid(): { status: ReadStatus; products: CardProduct[] } {
  const { status, data } = useApiRead<CardProduct[]>(CATALOGUE_READ);
  return { status, products: useMemo(() => homeGridProducts(data ?? []), [data]) };
}
