// GET /api/contact (admin): the Contact Us messages, newest first, a page at a time.
import type { ContactMessage } from '@toolshop/domain';
import { useApiPages } from '../../../lib/use-api-pages';

export function useContactMessages() {
  return useApiPages<ContactMessage>('/contact');
}
