// Manage All Order through GET /api/orders: the filter's orders, newest first, 25 a page.
import type { OrderFilter, OrderPage } from '@toolshop/domain';
import { fromListedOrder, type PlacedOrder } from '../../../lib/placed-order';
import { useApiPages } from '../../../lib/use-api-pages';
import { prefetchSignedInRead } from '../../../lib/prefetched-read';

/** The query string of a filter, empty parts left out: the same for the pages and for the CSV export. */
export function filterQuery(filter: OrderFilter): string {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.q) params.set('q', filter.q);
  const text = params.toString();
  return text ? `?${text}` : '';
}

const toPage = ({ orders, nextCursor }: OrderPage) => ({ items: orders.map(fromListedOrder), nextCursor });

const ordersPath = (filter: OrderFilter) => `/orders${filterQuery(filter)}`;

export function useOrderPages(filter: OrderFilter) {
  return useApiPages<PlacedOrder, OrderPage>(ordersPath(filter), toPage);
}

/** The page the screen opens on (no filter, page 1), asked for before the screen mounts. */
export function prefetchFirstOrderPage(): void {
  prefetchSignedInRead(ordersPath({}));
}
