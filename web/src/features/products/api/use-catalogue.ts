// Public catalogue, sorted by name, from the REST API (GET /api/product answers it in the spec's shape): the home
// page reads it without the Firestore SDK, which stays out of the first paint.
import type { Product } from '@toolshop/domain';
import { useApiRead, type ReadStatus } from '../../../lib/use-api-read';

/** The read's API path: a server-rendered home page carries its answer under this name (lib/page-data.tsx). */
export const CATALOGUE_READ = '/product';

export function useCatalogue(): { status: ReadStatus; products: Product[] } {
  const { status, data } = useApiRead<Product[]>(CATALOGUE_READ);
  return { status, products: data ?? [] };
}
