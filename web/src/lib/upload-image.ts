// POST /api/images (the spec's image host contract): multipart field `image` -> { success, data: { url } }.
import { apiRequest, ApiError } from './api-client';

interface UploadAnswer {
  success: boolean;
  data?: { url: string };
}

export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  const answer = await apiRequest<UploadAnswer>('POST', '/images', body);
  if (!answer?.success || !answer.data?.url)
    throw new ApiError(502, 'The image could not be uploaded. Please try again.');
  return answer.data.url;
}

/** What POST /images accepts (it checks the bytes too); the file pickers offer only these. */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
