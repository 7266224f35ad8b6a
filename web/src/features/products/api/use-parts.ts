// The parts and accessories that fit a tool (GET /api/product/{id}/parts): the products whose `fits` names it.
import type { Product } from '@toolshop/domain';
import { useApiRead, type ReadStatus } from '../../../lib/use-api-read';

/** The read's API path: a server-rendered product page may carry its answer under this name. */
export const partsRead = (id: string) => `/product/${encodeURIComponent(id)}/parts`;

export function useParts(id: string): { status: ReadStatus; parts: Product[] } {
  const { status, data } = useApiRead<Product[]>(partsRead(id));
  return { status, parts: data ?? [] };
}
