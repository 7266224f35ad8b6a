// An admin ships a confirmed order with one of the carriers the domain links (SHIPPING_CARRIERS) and its tracking
// number; the customer sees both in My Orders, the number as a link to the carrier's tracking page.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box } from '@mui/material';
import { SHIPPING_CARRIERS, shipOrderSchema, type ShipOrderInput } from '@toolshop/domain';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import type { PlacedOrder } from '../../../lib/placed-order';
import { useShipOrder } from '../api/ship-order';
import { orderHeading } from './order-line';
import { OrderLinesInDialog } from './order-lines-in-dialog';
import { settleOrderMove } from './settle-order-move';

const carrierOptions = SHIPPING_CARRIERS.map((carrier) => ({ value: carrier.name, label: carrier.name }));

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
          <FormSelectField
            control={control}
            name="carrier"
            label="Carrier"
            options={carrierOptions}
            required
            fullWidth
            autoFocus
          />
          <FormTextField control={control} name="trackingNumber" label="Tracking number" required fullWidth />
        </>
      }
    >
      {orderHeading(order)}:
      <OrderLinesInDialog order={order} />
      <Box component="span" sx={{ display: 'block', whiteSpace: 'pre-line', mt: 1 }}>
        Ship to: {order.address}
      </Box>
    </ConfirmDialog>
  );
}
