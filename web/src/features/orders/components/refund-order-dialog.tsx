// An admin refunds a paid, confirmed or shipped order in full, with the reason, and says whether its quantity goes
// back on sale (not when the goods are lost or damaged).
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, FormControlLabel } from '@mui/material';
import { refundOrderSchema, type RefundOrderInput } from '@toolshop/domain';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import type { PlacedOrder } from '../../../lib/placed-order';
import { useRefundOrder } from '../api/refund-order';
import { dialogLines, orderHeading, restockLabel } from './order-line';
import { OrderLinesInDialog } from './order-lines-in-dialog';
import { settleOrderMove } from './settle-order-move';

export function RefundOrderDialog({ order, onClose }: { order: PlacedOrder; onClose: () => void }) {
  const { run, pending } = useRefundOrder();
  const { control, handleSubmit, setError } = useForm<RefundOrderInput>({
    resolver: zodResolver(refundOrderSchema),
    defaultValues: { reason: '', restock: false },
  });
  const onConfirm = handleSubmit(async (input) => {
    const result = await run({ orderId: order._id, input });
    settleOrderMove(result, { setError, fields: ['reason', 'restock'] }, onClose);
  });
  return (
    <ConfirmDialog
      open
      title="Refund this order?"
      confirmLabel="Yes, refund"
      destructive
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
      fields={
        <>
          <FormTextField control={control} name="reason" label="Reason" required fullWidth autoFocus />
          <Controller
            control={control}
            name="restock"
            render={({ field }) => (
              <FormControlLabel
                label={restockLabel(dialogLines(order))}
                control={
                  <Checkbox
                    name={field.name}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                  />
                }
              />
            )}
          />
        </>
      }
    >
      {orderHeading(order)}:
      <OrderLinesInDialog order={order} />
      The full amount goes back to the customer&apos;s card.
    </ConfirmDialog>
  );
}
