// An admin ships a confirmed order with its carrier and tracking number (the customer sees both in My Orders).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box } from '@mui/material';
import { shipOrderSchema, type ShipOrderInput } from '@toolshop/domain';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import type { PlacedOrder } from '../../../lib/placed-order';
import { useShipOrder } from '../api/ship-order';
import { orderLine } from './order-line';
import { settleOrderMove } from './settle-order-move';

export function ShipOrderDialog({ order, onClose }: { order: PlacedOrder; onClose: () => void }) {
  const { run, pending } = useShipOrder();
  const { control, handleSubmit, setError } = useForm<ShipOrderInput>({
    resolver: zodResolver(shipOrderSchema),
    defaultValues: { carrier: '', trackingNumber: '' },
  });
  const onConfirm = handleSubmit(async (input) => {
    const result = await run({ orderId: order._id, input });
    settleOrderMove(result, { setError, fields: ['carrier', 'trackingNumber'] }, onClose);
  });
  return (
    <ConfirmDialog
      open
      title="Ship this order?"
      confirmLabel="Yes, ship"
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
      fields={
        <>
          <FormTextField control={control} name="carrier" label="Carrier" required fullWidth autoFocus />
          <FormTextField control={control} name="trackingNumber" label="Tracking number" required fullWidth />
        </>
      }
    >
      {orderLine(order)}
      <Box component="span" sx={{ display: 'block', whiteSpace: 'pre-line', mt: 1 }}>
        Ship to: {order.address}
      </Box>
    </ConfirmDialog>
  );
}
