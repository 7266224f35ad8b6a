// DELETE /api/product/{id} (admin).
import { toastMessages } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

export function deleteProduct(productId: string): Promise<{ acknowledged: boolean }> {
  return apiRequest('DELETE', `/product/${encodeURIComponent(productId)}`);
}

export function useDeleteProduct() {
  return useApiMutation(deleteProduct, { success: toastMessages.productDeleted });
}
