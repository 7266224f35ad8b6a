// PATCH /api/product/{id} (admin): only the fields the admin changed; the stock count is never among them.
import { toastMessages, type ProductEditInput } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

export function editProduct({ productId, edit }: { productId: string; edit: ProductEditInput }) {
  return apiRequest<{ acknowledged: boolean }>('PATCH', `/product/${encodeURIComponent(productId)}`, edit);
}

export function useEditProduct() {
  return useApiMutation(editProduct, { success: toastMessages.productUpdated });
}
