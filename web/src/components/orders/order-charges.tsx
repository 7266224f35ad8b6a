// An order's price as the server stored it: goods, shipping (by its method), tax at the zone's rate (0% by reverse
// charge, said so), and the total.
// Orders placed before shipping and tax were charged carry only their amount: they show nothing more.
import { Box, Typography } from '@mui/material';
import { dollarsToCents, formatCents, type OrderCharges } from '@toolshop/domain';

const money = (dollars: number) => formatCents(dollarsToCents(dollars));
const reverseChargeNote = (order: OrderCharges) => (order.reverseCharge ? ', reverse charge' : '');

export function hasCharges(order: OrderCharges): boolean {
  return order.subtotal !== undefined && order.shipping !== undefined && order.tax !== undefined;
}

/** "Goods $100.00 · Shipping (express) $39.95 · Tax 20% $27.99 · Total $167.94", one line. */
export function OrderChargesLine({ order }: { order: OrderCharges }) {
  if (!hasCharges(order)) return null;
  const rate =
    (order.taxRate === undefined ? '' : ` ${Number((order.taxRate * 100).toFixed(2))}%`) + reverseChargeNote(order);
  return (
    <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
      Goods {money(order.subtotal ?? 0)} · Shipping{order.shippingMethodName ? ` (${order.shippingMethodName})` : ''}{' '}
      {money(order.shipping ?? 0)} · Tax{rate} {money(order.tax ?? 0)} · Total {money(order.amount)}
    </Typography>
  );
}

/** The same as a small table of rows, for the payment page. */
export function OrderChargesTable({ order }: { order: OrderCharges }) {
  if (!hasCharges(order)) return null;
  const rows: [string, string][] = [
    ['Goods', money(order.subtotal ?? 0)],
    [`Shipping${order.shippingMethodName ? ` (${order.shippingMethodName})` : ''}`, money(order.shipping ?? 0)],
    [
      `Tax${order.taxRate === undefined ? '' : ` (${Number((order.taxRate * 100).toFixed(2))}%${reverseChargeNote(order)})`}`,
      money(order.tax ?? 0),
    ],
    ['Total', money(order.amount)],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: label === 'Total' ? 700 : 500 }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
