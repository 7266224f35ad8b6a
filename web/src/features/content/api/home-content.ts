// GET and PUT /api/content/home: the home page's hero, Business Summary and FAQ, as the back office edits them.
import type { HomeContent } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';

export function fetchHomeContent(): Promise<HomeContent> {
  return apiRequest<HomeContent>('GET', '/content/home');
}

export function saveHomeContent(content: HomeContent): Promise<HomeContent> {
  return apiRequest<HomeContent>('PUT', '/content/home', content);
}
