// POST /api/order: the server reads the product's name, picture and price itself and reserves the stock.
import { toastMessages, type PlaceOrderInput } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

export interface PlaceOrderAnswer {
  acknowledged: boolean;
  insertedId?: string;
}

export function placeOrder(input: PlaceOrderInput): Promise<PlaceOrderAnswer> {
  return apiRequest<PlaceOrderAnswer>('POST', '/order', input);
}

export function usePlaceOrder() {
  return useApiMutation(placeOrder, { success: toastMessages.orderPlaced });
}
