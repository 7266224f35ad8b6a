// An admin cancels an unpaid order, saying why if they like (the customer reads the reason in My Orders).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { cancelOrderSchema, toastMessages, type CancelOrderInput } from '@toolshop/domain';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import type { PlacedOrder } from '../../../lib/placed-order';
import { useCancelOrderAsAdmin } from '../api/cancel-order-as-admin';
import { orderHeading } from './order-line';
import { OrderLinesInDialog } from './order-lines-in-dialog';
import { settleOrderMove } from './settle-order-move';

export function CancelOrderDialog({ order, onClose }: { order: PlacedOrder; onClose: () => void }) {
  const { run, pending } = useCancelOrderAsAdmin();
  const { control, handleSubmit, setError } = useForm<CancelOrderInput>({
    resolver: zodResolver(cancelOrderSchema),
    defaultValues: { reason: '' },
  });
  const onConfirm = handleSubmit(async (input) => {
    const result = await run({ orderId: order._id, input: input.reason ? input : {} });
    settleOrderMove(result, { setError, fields: ['reason'] }, onClose);
  });
  return (
    <ConfirmDialog
      open
      title={toastMessages.cancelConfirm}
      confirmLabel="Yes, cancel"
      destructive
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
      fields={<FormTextField control={control} name="reason" label="Reason (optional)" fullWidth autoFocus />}
    >
      {orderHeading(order)}:
      <OrderLinesInDialog order={order} />
      Its stock goes back on sale.
    </ConfirmDialog>
  );
}
