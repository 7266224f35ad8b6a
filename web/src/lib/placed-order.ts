// An order as the order lists show it: the domain's order plus when it was placed, and a short number to quote.
// Firestore keeps `createdAt` as a Timestamp; any value with toDate() reads as a date (domain stays Firebase-free).
import { toOrder, type ListedOrder, type Order, type OrderDoc } from '@toolshop/domain';

export interface PlacedOrder extends Order {
  placedAt: Date | null;
}

export function toPlacedOrder(id: string, doc: OrderDoc): PlacedOrder {
  const createdAt = doc.createdAt as { toDate?: () => Date } | undefined;
  return { ...toOrder(id, doc), placedAt: typeof createdAt?.toDate === 'function' ? createdAt.toDate() : null };
}

/** An order of the REST API's admin list, which gives its placing time as ISO text. */
export function fromListedOrder(order: ListedOrder): PlacedOrder {
  return { ...order, placedAt: order.createdAt ? new Date(order.createdAt) : null };
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const timeFormat = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

export function formatOrderDate(date: Date | null): string {
  return date ? dateFormat.format(date) : '–';
}

export function formatOrderTime(date: Date | null): string {
  return date ? timeFormat.format(date) : '';
}
