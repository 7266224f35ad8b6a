// POST /api/contact/{id}/handled (admin): once per message.
import { toastMessages } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

export function markContactHandled(messageId: string): Promise<{ modifiedCount: number }> {
  return apiRequest('POST', `/contact/${encodeURIComponent(messageId)}/handled`);
}

export function useMarkContactHandled() {
  return useApiMutation(markContactHandled, { success: toastMessages.contactHandled });
}
