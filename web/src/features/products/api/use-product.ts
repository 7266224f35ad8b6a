// One product of the public catalogue from the REST API (GET /api/product/{id}), for its public page.
import type { Product } from '@toolshop/domain';
import { useApiRead, type ReadStatus } from '../../../lib/use-api-read';

/** The read's API path: a server-rendered product page carries its answer under this name (lib/page-data.tsx). */
export const productRead = (id: string) => `/product/${encodeURIComponent(id)}`;

export function useProduct(id: string): { status: ReadStatus; product: Product | undefined } {
  const { status, data } = useApiRead<Product>(productRead(id));
  return { status, product: data };
}
