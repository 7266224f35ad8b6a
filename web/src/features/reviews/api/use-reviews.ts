// The home page's review list from the REST API (GET /api/review, public, newest first), without the Firestore SDK.
// Starts empty and is replaced by the server's list once loaded (SPEC §4).
import type { Review } from '@toolshop/domain';
import { useApiRead, type ReadStatus } from '../../../lib/use-api-read';

export const HOME_REVIEWS_LIMIT = 24;

/** The read's API path: a server-rendered home page carries its answer under this name (lib/page-data.tsx). */
export const REVIEWS_READ = '/review';

export function useReviews(): { status: ReadStatus; reviews: Review[] } {
  const { status, data } = useApiRead<Review[]>(REVIEWS_READ);
  return { status, reviews: (data ?? []).slice(0, HOME_REVIEWS_LIMIT) };
}
