// POST /api/contact: the Contact Us message, checked with the domain contactSchema on both sides.
import type { ContactInput } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

export function sendContactMessage(input: ContactInput): Promise<{ acknowledged: boolean }> {
  return apiRequest('POST', '/contact', input);
}

export function useSendContactMessage() {
  return useApiMutation(sendContactMessage);
}
