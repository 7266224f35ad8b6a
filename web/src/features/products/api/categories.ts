// The categories admin calls: GET /api/categories (with counts), PUT /api/categories/{slug} { name } (adds or
// renames) and DELETE /api/categories/{slug} (409 while products use it, with the server's message).
import type { Category, CategoryEditInput } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

export const listCategories = () => apiRequest<Category[]>('GET', '/categories');

export interface SaveCategoryArgs extends CategoryEditInput {
  slug: string;
}

export const saveCategory = ({ slug, name }: SaveCategoryArgs) =>
  apiRequest<unknown>('PUT', `/categories/${encodeURIComponent(slug)}`, { name } satisfies CategoryEditInput);

export const deleteCategory = (slug: string) =>
  apiRequest<unknown>('DELETE', `/categories/${encodeURIComponent(slug)}`);

export function useSaveCategory() {
  return useApiMutation(saveCategory, { success: (_answer, { name }) => `Category saved: ${name}` });
}

export function useDeleteCategory() {
  return useApiMutation(deleteCategory, { success: 'Category deleted' });
}
