// An order on account on My Orders: its PO number, when its invoice falls due, what it still owes, and how many
// days overdue it is once past due.
import { Typography } from '@mui/material';
import { daysOverdue, dollarsToCents, formatCents } from '@toolshop/domain';
import { formatOrderDate, type PlacedOrder } from '../../../lib/placed-order';

export function AccountInvoiceLine({ order, now }: { order: PlacedOrder; now: Date }) {
  if (!order.dueAt && !order.poNumber) return null;
  const due = order.dueAt ? new Date(order.dueAt) : null;
  const owed = order.balance ?? 0;
  const late = due && owed > 0 ? daysOverdue(due, now) : 0;
  return (
    <Typography variant="caption" component="div" color={late > 0 ? 'error' : 'text.primary'}>
      {order.poNumber && `PO ${order.poNumber}`}
      {order.poNumber && due && ' · '}
      {due &&
        (owed > 0
          ? `On account: ${formatCents(dollarsToCents(owed))} due ${formatOrderDate(due)}${late > 0 ? ` (${late} days overdue)` : ''}`
          : 'On account: paid')}
    </Typography>
  );
}

/** The open invoices on account among these orders: how many and what they owe together. */
export function openInvoices(orders: PlacedOrder[]): { count: number; owedCents: number } {
  const open = orders.filter((order) => order.dueAt && (order.balance ?? 0) > 0);
  return { count: open.length, owedCents: open.reduce((sum, order) => sum + dollarsToCents(order.balance ?? 0), 0) };
}
