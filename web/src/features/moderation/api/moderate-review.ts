// PATCH /api/review/{id} { hidden } and DELETE /api/review/{id} (admin).
import { toastMessages, type ReviewVisibilityInput } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

export interface SetReviewHiddenArgs extends ReviewVisibilityInput {
  reviewId: string;
}

export function setReviewHidden({ reviewId, hidden }: SetReviewHiddenArgs): Promise<{ modifiedCount: number }> {
  const body: ReviewVisibilityInput = { hidden };
  return apiRequest('PATCH', `/review/${encodeURIComponent(reviewId)}`, body);
}

export function deleteReview(reviewId: string): Promise<{ deletedCount: number }> {
  return apiRequest('DELETE', `/review/${encodeURIComponent(reviewId)}`);
}

export function useSetReviewHidden() {
  return useApiMutation(setReviewHidden, {
    success: (_answer, { hidden }) => (hidden ? toastMessages.reviewHidden : toastMessages.reviewShown),
  });
}

export function useDeleteReview() {
  return useApiMutation(deleteReview, { success: toastMessages.reviewDeleted });
}
