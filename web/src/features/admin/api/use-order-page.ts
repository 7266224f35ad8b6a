// One page of Manage All Order through GET /api/orders: the filter's orders, newest first, 25 a page.
import type { OrderFilter, OrderPage } from '@toolshop/domain';
import { fromListedOrder, type PlacedOrder } from '../../../lib/placed-order';
import { useSignedInRead } from '../../../lib/use-signed-in-read';
import type { ReadStatus } from '../../../lib/use-api-read';

/** The query string of a filter, empty parts left out: the same for a page and for the CSV export. */
export function filterQuery(filter: OrderFilter, cursor?: string): string {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.q) params.set('q', filter.q);
  if (cursor) params.set('cursor', cursor);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function useOrderPage(
  filter: OrderFilter,
  cursor: string | undefined,
): { status: ReadStatus; orders: PlacedOrder[]; nextCursor: string | null; reload: () => void } {
  const { status, data, reload } = useSignedInRead<OrderPage>(`/orders${filterQuery(filter, cursor)}`);
  return {
    status,
    orders: (data?.orders ?? []).map(fromListedOrder),
    nextCursor: data?.nextCursor ?? null,
    reload,
  };
}
