// What is being paid for (SPEC §2 payment screen), under the order's number: an order of one product shows its name, SKU and quantity; a cart
// order (several lines) every line with its SKU, quantity, unit price and amount. Then the total the server charges,
// with its goods, shipping and tax where the order carries them, and the invoice once paid.
import { Stack, Typography } from '@mui/material';
import { dollarsToCents, formatCents, orderNumberLabel, type Order } from '@toolshop/domain';
import { hasCharges, OrderChargesTable } from '../../../components/orders/order-charges';
import { InvoiceLinks } from '../../../components/orders/invoice-links';
import { OrderLinesTable } from './order-lines-table';

export function OrderSummary({ order }: { order: Order }) {
  const several = order.lines.length > 1;
  const pieces = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const sku = several ? undefined : order.lines[0]?.sku;
  return (
    <Stack spacing={0.5} component="section" aria-labelledby="order-summary-title">
      <Typography id="order-summary-title" variant="h6" component="h2">
        {several ? 'Your order' : order.productName}
      </Typography>
      <Typography color="text.secondary">Order {orderNumberLabel(order._id, order.number)}</Typography>
      {several ? (
        <>
          <Typography color="text.secondary">
            {order.lines.length} products, {pieces} pieces
          </Typography>
          <OrderLinesTable lines={order.lines} />
        </>
      ) : (
        <>
          {sku && <Typography color="text.secondary">SKU: {sku}</Typography>}
          <Typography>
            Quantity: <strong>{order.quantity}</strong>
          </Typography>
        </>
      )}
      {hasCharges(order) ? (
        <OrderChargesTable order={order} />
      ) : (
        <Typography>
          Total: <strong>{formatCents(dollarsToCents(order.amount))}</strong>
        </Typography>
      )}
      <InvoiceLinks order={order} />
    </Stack>
  );
}
