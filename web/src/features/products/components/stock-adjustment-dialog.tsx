// An admin adjusts a product's stock: a whole change (+ received, - damaged...), a reason from the domain's list,
// and a note (required for "other"). The server refuses a result below 0 with its message.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  STOCK_REASONS,
  stockAdjustmentSchema,
  stockReasonLabels,
  type Product,
  type StockAdjustmentInput,
} from '@toolshop/domain';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { FormNumberField } from '../../../components/form/form-number-field';
import { wholeNumberInput } from '../../../components/form/number-inputs';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { useAdjustStock } from '../api/adjust-stock';

const REASON_OPTIONS = STOCK_REASONS.map((reason) => ({ value: reason, label: stockReasonLabels[reason] }));

export function StockAdjustmentDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const { run, pending } = useAdjustStock();
  const { control, handleSubmit, setError } = useForm<StockAdjustmentInput>({
    resolver: zodResolver(stockAdjustmentSchema),
    defaultValues: { reason: 'received', note: '' },
  });
  const onConfirm = handleSubmit(async (input) => {
    const result = await run({ productId: product._id, input: { ...input, note: input.note || undefined } });
    if (result.ok) onClose();
    else applyServerErrors(result.error, setError, ['delta', 'reason', 'note']);
  });
  return (
    <ConfirmDialog
      open
      title="Adjust stock"
      confirmLabel="Save adjustment"
      cancelLabel="Cancel"
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
      fields={
        <>
          <FormNumberField
            control={control}
            name="delta"
            label="Change"
            required
            fullWidth
            autoFocus
            helperText="Pieces added (for example 12) or taken away (for example -3)"
            slotProps={wholeNumberInput()}
          />
          <FormSelectField control={control} name="reason" label="Reason" required fullWidth options={REASON_OPTIONS} />
          <FormTextField control={control} name="note" label="Note" fullWidth helperText="Required for Other" />
        </>
      }
    >
      {product.name}: {product.available} in stock now.
    </ConfirmDialog>
  );
}
