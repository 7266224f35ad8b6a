// POST /api/product (admin): price in dollars per piece, checked with the domain productSchema on both sides.
import { toastMessages, type ProductInput } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

export function addProduct(input: ProductInput): Promise<{ acknowledged: boolean; insertedId?: string }> {
  return apiRequest('POST', '/product', input);
}

export function useAddProduct() {
  return useApiMutation(addProduct, { success: toastMessages.productAdded });
}
