// An admin ships a confirmed order with one of the carriers the domain links (SHIPPING_CARRIERS) and its tracking
// number; the customer sees both in My Orders, the number as a link to the carrier's tracking page. For each tool
// that carries serial numbers the dialog takes one serial per unit (ship-serials.ts): a serial shipped to the
// customer registers at once in My tools.
import { useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Box, Typography } from '@mui/material';
import { SHIPPING_CARRIERS, shipOrderSchema } from '@toolshop/domain';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import type { PlacedOrder } from '../../../lib/placed-order';
import { useShipOrder } from '../api/ship-order';
import { useSerialLines, type ShipSerialLine } from '../api/use-serial-lines';
import { orderHeading } from './order-line';
import { OrderLinesInDialog } from './order-lines-in-dialog';
import { settleOrderMove } from './settle-order-move';
import { dialogSerials } from './ship-serials';

const carrierOptions = SHIPPING_CARRIERS.map((carrier) => ({ value: carrier.name, label: carrier.name }));

/** The ship call's fields, with each serial box's text in place of the serials (ship-serials.ts reads them). */
const shipDialogSchema = shipOrderSchema.omit({ serials: true }).extend({
  serialText: z.array(z.string()),
  /** Holds the ship call's refusal of the serials as a whole (a serial shipped already). */
  serials: z.unknown().optional(),
});
type ShipDialogValues = z.infer<typeof shipDialogSchema>;

function SerialFields({ lines, control }: { lines: ShipSerialLine[]; control: Control<ShipDialogValues> }) {
  if (lines.length === 0) return null;
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        Serial numbers: one per unit, one per line. Leave a box empty to ship that tool without them.
      </Typography>
      {lines.map((line, index) => (
        <FormTextField
          key={line.productId}
          control={control}
          name={`serialText.${index}`}
          label={`Serial numbers: ${line.productName} (${line.quantity})`}
          helperText={`${line.quantity} in all, each matching ${line.serialPattern}`}
          multiline
          minRows={Math.min(line.quantity, 4)}
          fullWidth
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters' } }}
        />
      ))}
    </>
  );
}

export function ShipOrderDialog({ order, onClose }: { order: PlacedOrder; onClose: () => void }) {
  const { run, pending } = useShipOrder();
  const serialLines = useSerialLines(order);
  const { control, handleSubmit, setError, formState } = useForm<ShipDialogValues>({
    resolver: zodResolver(shipDialogSchema),
    defaultValues: { carrier: '', trackingNumber: '', serialText: [] },
  });
  const onConfirm = handleSubmit(async ({ carrier, trackingNumber, serialText }) => {
    const { serials, refusals } = dialogSerials(serialLines ?? [], serialText);
    for (const [index, message] of refusals) setError(`serialText.${index}`, { type: 'validate', message });
    if (refusals.size > 0) return;
    const input = Object.keys(serials).length ? { carrier, trackingNumber, serials } : { carrier, trackingNumber };
    const result = await run({ orderId: order._id, input });
    settleOrderMove(result, { setError, fields: ['carrier', 'trackingNumber', 'serials'] }, onClose);
  });
  const serialsRefused = formState.errors.serials?.message;
  return (
    <ConfirmDialog
      open
      title="Ship this order?"
      confirmLabel="Yes, ship"
      pending={pending || serialLines === undefined}
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
          <SerialFields lines={serialLines ?? []} control={control} />
          {serialsRefused && (
            <Typography role="alert" variant="body2" color="error">
              {String(serialsRefused)}
            </Typography>
          )}
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
