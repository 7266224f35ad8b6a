// The public categories (GET /api/categories) with their product counts: names for the search page's filter and
// for a category page's title.
import type { Category } from '@toolshop/domain';
import { useApiRead, type ReadStatus } from '../../../lib/use-api-read';

/** The read's API path: a server-rendered search or category page carries its answer under this name. */
export const CATEGORIES_READ = '/categories';

export function useCategories(): { status: ReadStatus; categories: Category[] } {
  const { status, data } = useApiRead<Category[]>(CATEGORIES_READ);
  return { status, categories: data ?? [] };
}
