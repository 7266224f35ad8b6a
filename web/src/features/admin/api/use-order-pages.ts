// Manage All Order through GET /api/orders: the filter's orders, newest first, 25 a page.
import type { OrderFilter, OrderPage } from '@toolshop/domain';
import { fromListedOrder, type PlacedOrder } from '../../../lib/placed-order';
import { useApiPages } from '../../../lib/use-api-pages';

/** The query string of a filter, empty parts left out: the same for the pages and for the CSV export. */
export function filterQuery(filter: OrderFilter): string {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.q) params.set('q', filter.q);
  const text = params.toString();
  return text ? `?${text}` : '';
}

const toPage = ({ orders, nextCursor }: OrderPage) => ({ items: orders.map(fromListedOrder), nextCursor });

export function useOrderPages(filter: OrderFilter) {
  return useApiPages<PlacedOrder, OrderPage>(`/orders${filterQuery(filter)}`, toPage);
}
