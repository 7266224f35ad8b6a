// The back office's calls for the simple pages: the list, one page, a save and a delete.
import type { SimplePage, SimplePageInput, SimplePageLink } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';

export const fetchPageLinks = () => apiRequest<SimplePageLink[]>('GET', '/pages');
export const fetchPage = (slug: string) => apiRequest<SimplePage>('GET', `/pages/${encodeURIComponent(slug)}`);
export const savePage = ({ slug, page }: { slug: string; page: SimplePageInput }) =>
  apiRequest<SimplePage>('PUT', `/pages/${encodeURIComponent(slug)}`, page);
export const deletePage = (slug: string) => apiRequest<unknown>('DELETE', `/pages/${encodeURIComponent(slug)}`);
