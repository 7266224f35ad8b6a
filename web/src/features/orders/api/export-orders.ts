// GET /api/orders.csv: every order of the current filter, saved by the browser as a CSV file.
import type { OrderFilter } from '@toolshop/domain';
import { downloadApiFile } from '../../../lib/api-download';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { filterQuery } from './use-order-pages';

export function exportOrders(filter: OrderFilter): Promise<string> {
  return downloadApiFile(`/orders.csv${filterQuery(filter)}`, 'orders.csv');
}

export function useExportOrders() {
  return useApiMutation(exportOrders, { success: (fileName) => `Exported ${fileName}` });
}
