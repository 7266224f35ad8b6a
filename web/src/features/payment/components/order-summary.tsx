// What is being paid for (SPEC §2 payment screen): product name, quantity and the total the server charges, with its
// goods, shipping and tax where the order carries them, and the invoice once paid.
import { Stack, Typography } from '@mui/material';
import { dollarsToCents, formatCents, type Order } from '@toolshop/domain';
import { hasCharges, OrderChargesTable } from '../../../components/orders/order-charges';
import { InvoiceLinks } from '../../../components/orders/invoice-links';

export function OrderSummary({ order }: { order: Order }) {
  return (
    <Stack spacing={0.5} component="section" aria-labelledby="order-summary-title">
      <Typography id="order-summary-title" variant="h6" component="h2">
        {order.productName}
      </Typography>
      <Typography>
        Quantity: <strong>{order.quantity}</strong>
      </Typography>
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
