// GET /orders.csv (admin): every order the filter finds, as Manage All Order lists them, one CSV row per order
// line: Product, Quantity and Unit price are the line's, every other column (Total too) the order's, repeated. Read a
// page at a time and written as it is read, so an export of the whole shop never holds every order in memory.
// Dates are ISO 8601 (UTC), money is dollars with two decimals, quoting is csv-stringify's (RFC 4180).
import { stringify } from 'csv-stringify/sync';
import { isoTime, orderLinesOf, type OrderDoc, type OrderFilter } from '@toolshop/domain';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { pageOf, type Page } from '../platform/firestore-page';
import { orderSearchQuery } from './order-search';

const EXPORT_PAGE_SIZE = 500;

export const ORDER_CSV_COLUMNS = [
  'Order id',
  'Placed at',
  'Status',
  'Customer email',
  'Product',
  'Quantity',
  'Unit price (USD)',
  'Total (USD)',
  'Address',
  'Mobile',
  'Transaction id',
  'Carrier',
  'Tracking number',
] as const;

/** 1250 -> "12.50". */
export function dollarsText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * Text a customer typed can start like a spreadsheet formula (=HYPERLINK(...)); a leading apostrophe makes a
 * spreadsheet show it as text. Fields the server checks against a pattern (email, mobile, ids) never need it.
 */
export function asSpreadsheetText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function orderRows(id: string, order: OrderDoc): string[][] {
  return orderLinesOf(order).map((line) => [
    id,
    isoTime(order.createdAt) ?? '',
    order.status,
    order.email,
    asSpreadsheetText(line.productName),
    String(line.quantity),
    dollarsText(line.unitPriceCents),
    dollarsText(order.amountCents),
    asSpreadsheetText(order.address),
    order.mobile,
    order.transactionId ?? '',
    asSpreadsheetText(order.carrier ?? ''),
    asSpreadsheetText(order.trackingNumber ?? ''),
  ]);
}

/** Writes the header, then each page of rows as it arrives. */
export async function writeOrdersCsv(
  db: Firestore,
  filter: OrderFilter,
  write: (chunk: string) => void,
): Promise<number> {
  const query = orderSearchQuery(db, filter);
  write(stringify([ORDER_CSV_COLUMNS as unknown as string[]]));
  let after: DocumentSnapshot | null = null;
  let rows = 0;
  for (;;) {
    const page: Page<OrderDoc> = await pageOf<OrderDoc>(query, EXPORT_PAGE_SIZE, after);
    const pageRows = page.docs.flatMap((doc) => orderRows(doc.id, doc.data()!));
    if (pageRows.length) write(stringify(pageRows));
    rows += pageRows.length;
    if (!page.nextCursor) return rows;
    after = page.docs[page.docs.length - 1]!;
  }
}

export function exportFileName(filter: OrderFilter, now: Date): string {
  return `orders-${filter.status ?? 'all'}-${now.toISOString().slice(0, 10)}.csv`;
}
