// Public catalogue, sorted by name, from the REST API (GET /api/product answers it in the spec's shape): the home
// page reads it without the Firestore SDK, which stays out of the first paint.
import type { Product } from '@toolshop/domain';
import { useApiRead, type ReadStatus } from '../../../lib/use-api-read';

export function useCatalogue(): { status: ReadStatus; products: Product[] } {
  const { status, data } = useApiRead<Product[]>('/product');
  return { status, products: data ?? [] };
}
