// Public catalogue, sorted by name, from the REST API (GET /api/product answers it in the spec's shape): the home
// page reads it without the Firestore SDK, which stays out of the first paint.
import { MAX_FEATURED, type Product } from '@toolshop/domain';
import { useMemo } from 'react';
import { useApiRead, type ReadStatus } from '../../../lib/use-api-read';

/** The read's API path: a server-rendered home page carries its answer under this name (lib/page-data.tsx). */
export const CATALOGUE_READ = '/product';

export function useCatalogue(): { status: ReadStatus; products: Product[] } {
  const { status, data } = useApiRead<Product[]>(CATALOGUE_READ);
  return { status, products: data ?? [] };
}

/**
 * The home page grid's products: the featured ones (at most MAX_FEATURED, admin-picked), or the first of the list
 * while none is. Applied to a list already cut this way it gives the same list, so the server-rendered home page
 * carries only these under CATALOGUE_READ, not the whole catalogue.
 */
export function homeGridProducts(products: readonly Product[]): Product[] {
  const featured = products.filter((product) => product.featured);
  return (featured.length ? featured : products).slice(0, MAX_FEATURED);
}

export function useHomeGrid(): { status: ReadStatus; products: Product[] } {
  const { status, products } = useCatalogue();
  return { status, products: useMemo(() => homeGridProducts(products), [products]) };
}
