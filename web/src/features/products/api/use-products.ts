// Public catalogue, sorted by name, from the REST API (GET /api/product answers it in the spec's shape): the home
// page reads it without the Firestore SDK, which stays out of the first paint (issue 6).
import type { Product } from '@toolshop/domain';
import { useApiRead, type ReadStatus } from '../../../lib/use-api-read';

export function useProducts(): { status: ReadStatus; products: Product[] } {
  const { status, data } = useApiRead<Product[]>('/product');
  return { status, products: data ?? [] };
}
