// One product of the public catalogue from the REST API (GET /api/product/{id}), for its public page.
import type { Product } from '@toolshop/domain';
import { useApiRead, type ReadStatus } from '../../../lib/use-api-read';

export function useProduct(id: string): { status: ReadStatus; product: Product | undefined } {
  const { status, data } = useApiRead<Product>(`/product/${encodeURIComponent(id)}`);
  return { status, product: data };
}
