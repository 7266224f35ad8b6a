// Add Review: upload the image first, then POST /api/review with its url, the rating and the feedback.
import { toastMessages, type ReviewInput } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { uploadImage } from '../../../lib/upload-image';

export function addReview(input: ReviewInput): Promise<{ acknowledged: boolean }> {
  return apiRequest('POST', '/review', input);
}

export interface AddReviewWithImage extends Omit<ReviewInput, 'picture'> {
  image: File;
}

async function addReviewWithImage({ image, ...review }: AddReviewWithImage) {
  const picture = await uploadImage(image);
  return addReview({ ...review, picture });
}

export function useAddReview() {
  return useApiMutation(addReviewWithImage, { success: toastMessages.reviewAdded });
}
