// GET /api/review/moderation (admin): every review, hidden ones too, newest first, a page at a time.
import type { ModeratedReview } from '@toolshop/domain';
import { useApiPages } from '../../../lib/use-api-pages';

export function useModeratedReviews() {
  return useApiPages<ModeratedReview>('/review/moderation');
}
