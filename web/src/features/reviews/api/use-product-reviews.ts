// One product's reviews from the REST API (GET /api/product/{id}/reviews, public): the newest shown ones, with the
// count and average rating of all of them. A server-rendered product page carries the answer (lib/page-data.tsx).
import type { ProductReviews } from '@toolshop/domain';
import { useApiRead, type ReadStatus } from '../../../lib/use-api-read';

/** The read's API path: a server-rendered product page carries its answer under this name. */
export const productReviewsRead = (productId: string) => `/product/${encodeURIComponent(productId)}/reviews`;

export function useProductReviews(productId: string): { status: ReadStatus; reviews: ProductReviews | undefined } {
  const { status, data } = useApiRead<ProductReviews>(productReviewsRead(productId));
  return { status, reviews: data };
}
