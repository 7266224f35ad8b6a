// GET /orders.csv (admin): every order the filter finds, as Manage All Order lists them, one CSV row per order
// line. A row's SKU, Product, Quantity, Unit price and Line amount are its line's (the SKU the line was placed
// under; an older line without one gets its product's SKU of today); the order's money (Goods, Shipping,
// Tax, Order total) is on its Line 1 only, so a spreadsheet sums either column without counting an order twice. The
// other order columns (status in the screens' words, email, address...) repeat on each line so a filter keeps them.
// Read a page at a time and written as it is read, so an export of the whole shop never holds every order in
// memory. Dates are ISO 8601 (UTC), money is dollars with two decimals, quoting is csv-stringify's (RFC 4180).
import { stringify } from 'csv-stringify/sync';
import {
  collections,
  isoTime,
  orderLinesOf,
  orderNumberLabel,
  orderStatusLabel,
  type OrderDoc,
  type OrderFilter,
  type ProductDoc,
} from '@toolshop/domain';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { pageOf, type Page } from '../platform/firestore-page';
import { orderSearchQuery } from './order-search';

const EXPORT_PAGE_SIZE = 500;

export const ORDER_CSV_COLUMNS = [
  'Order id',
  'Order number',
  'Line',
  'Placed at',
  'Status',
  'Customer email',
  'SKU',
  'Product',
  'Quantity',
  'Unit price (USD)',
  'Line amount (USD)',
  'Goods (USD)',
  'Shipping (USD)',
  'Tax (USD)',
  'Order total (USD)',
  'Address',
  'Mobile',
  'Transaction id',
  'Carrier',
  'Tracking number',
  'PO number',
  'Payment method',
  'Invoice due',
  'Reverse charge',
  'Seller VAT ID',
  'Buyer VAT ID',
] as const;

/** Each product's part number by product id ('' where it has none). */
export type SkusById = ReadonlyMap<string, string>;

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

/** The goods an order charges: its price's subtotal, or (an order of POST /order, priced goods-only) its lines'. */
function goodsCents(order: OrderDoc): number {
  return order.subtotalCents ?? orderLinesOf(order).reduce((sum, line) => sum + line.amountCents, 0);
}

/** An order's CSV rows, one per line, in its line order. */
export function orderCsvRows(id: string, order: OrderDoc, skus: SkusById): string[][] {
  const lines = orderLinesOf(order);
  return lines.map((line, index) => {
    const first = index === 0;
    // A one-line order of POST /order is read from its single-product fields, where amountCents is the order's.
    const lineCents = order.lines?.length ? line.amountCents : goodsCents(order);
    return [
      id,
      orderNumberLabel(id, order.number),
      String(index + 1),
      isoTime(order.createdAt) ?? '',
      orderStatusLabel(order.status),
      order.email,
      asSpreadsheetText(line.sku ?? skus.get(line.productId) ?? ''),
      asSpreadsheetText(line.productName),
      String(line.quantity),
      dollarsText(line.unitPriceCents),
      dollarsText(lineCents),
      first ? dollarsText(goodsCents(order)) : '',
      first ? dollarsText(order.shippingCents ?? 0) : '',
      first ? dollarsText(order.taxCents ?? 0) : '',
      first ? dollarsText(order.amountCents) : '',
      asSpreadsheetText(order.address),
      order.mobile,
      order.transactionId ?? '',
      asSpreadsheetText(order.carrier ?? ''),
      asSpreadsheetText(order.trackingNumber ?? ''),
      asSpreadsheetText(order.poNumber ?? ''),
      order.paymentMethod === 'account' ? 'Account' : 'Card',
      isoTime(order.dueAt)?.slice(0, 10) ?? '',
      // Zero-rated by reverse charge: both VAT IDs as the order keeps them (its invoice prints the same).
      order.reverseCharge ? 'Yes' : '',
      order.reverseCharge?.sellerVatId ?? '',
      order.reverseCharge?.buyerVatId ?? '',
    ];
  });
}

/** Adds to `skus` the part numbers of the products of these orders' lines placed without one, not known yet. */
async function learnSkus(db: Firestore, orders: OrderDoc[], skus: Map<string, string>): Promise<void> {
  const unknown = new Set<string>();
  for (const order of orders)
    for (const line of orderLinesOf(order)) if (!line.sku && !skus.has(line.productId)) unknown.add(line.productId);
  if (!unknown.size) return;
  const refs = [...unknown].map((productId) => db.collection(collections.products).doc(productId));
  for (const snapshot of await db.getAll(...refs)) {
    skus.set(snapshot.id, (snapshot.data() as ProductDoc | undefined)?.sku ?? '');
  }
}

/** Writes the header, then each page of rows as it arrives. */
export async function writeOrdersCsv(
  db: Firestore,
  filter: OrderFilter,
  write: (chunk: string) => void,
): Promise<number> {
  const query = orderSearchQuery(db, filter);
  write(stringify([ORDER_CSV_COLUMNS as unknown as string[]]));
  const skus = new Map<string, string>();
  let after: DocumentSnapshot | null = null;
  let rows = 0;
  for (;;) {
    const page: Page<OrderDoc> = await pageOf<OrderDoc>(query, EXPORT_PAGE_SIZE, after);
    await learnSkus(
      db,
      page.docs.map((doc) => doc.data()!),
      skus,
    );
    const pageRows = page.docs.flatMap((doc) => orderCsvRows(doc.id, doc.data()!, skus));
    if (pageRows.length) write(stringify(pageRows));
    rows += pageRows.length;
    if (!page.nextCursor) return rows;
    after = page.docs[page.docs.length - 1]!;
  }
}

export function exportFileName(filter: OrderFilter, now: Date): string {
  return `orders-${filter.status ?? 'all'}-${now.toISOString().slice(0, 10)}.csv`;
}
