// How the admin's confirm dialogs name an order: who, how much, and every line with its quantity, so a move on an
// order of several lines says what it is about, and a restock what goes back to each product.
import { dollarsToCents, formatCents, orderNumberLabel, type OrderLine } from '@toolshop/domain';
import { type PlacedOrder } from '../../../lib/placed-order';

type NamedLine = Pick<OrderLine, 'productName' | 'quantity'>;

/** "Order #100007 for casey@toolshop.test, $123.00": the order, its lines apart. */
export function orderHeading(order: PlacedOrder): string {
  return `Order ${orderNumberLabel(order._id, order.number)} for ${order.email}, ${formatCents(dollarsToCents(order.amount))}`;
}

/** The order's lines; an order read without them is its own single line. */
export function dialogLines(order: PlacedOrder): NamedLine[] {
  return order.lines.length ? order.lines : [{ productName: order.productName, quantity: order.quantity }];
}

/** "100 × Carbon Brush Set". */
export const linePieces = (line: NamedLine) => `${line.quantity} × ${line.productName}`;

/** "106 pieces in 3 lines". */
export function piecesInAll(lines: readonly NamedLine[]): string {
  const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
  return `${pieces} ${pieces === 1 ? 'piece' : 'pieces'} in ${lines.length} ${lines.length === 1 ? 'line' : 'lines'}`;
}

/** "Restock: put 100 × Carbon Brush Set, 4 × Drill and 2 × Blades back on sale". */
export function restockLabel(lines: readonly NamedLine[]): string {
  const named = lines.map(linePieces);
  const list = named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : (named[0] ?? '');
  return `Restock: put ${list} back on sale`;
}
