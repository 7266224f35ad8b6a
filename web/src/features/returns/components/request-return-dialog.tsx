// "Request a return" from a shipped order in My Orders: how many of each line come back (at most what is left after
// earlier returns), a reason from the list, photos (POST /images) and a comment. The fields are checked by the
// domain's schemas; the server checks it all again (the window, what is left) and its refusal shows as a toast.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  RETURN_PHOTOS_MAX,
  RETURN_REASONS,
  returnMessages,
  returnReasonLabels,
  returnRequestSchema,
  returnTextField,
  type Order,
  type Return,
} from '@toolshop/domain';
import { FormDialog } from '../../../components/feedback/confirm-dialog';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { PhotosField } from '../../../components/media/photos-field';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { requestReturn } from '../api/returns-api';

type Values = { quantities: (number | undefined)[]; reason: string; comment?: string };

const REASONS = RETURN_REASONS.map((reason) => ({ value: reason, label: returnReasonLabels[reason] }));

/** Pieces of each product still returnable: bought minus what the order's returns not rejected hold. */
export function returnableLeft(order: Order, returns: readonly Return[]): Map<string, number> {
  const left = new Map<string, number>();
  for (const line of order.lines) left.set(line.productId, (left.get(line.productId) ?? 0) + line.quantity);
  for (const ret of returns)
    if (ret.orderId === order._id && ret.status !== 'rejected')
      for (const line of ret.lines)
        left.set(line.productId, Math.max(0, (left.get(line.productId) ?? 0) - line.quantity));
  return left;
}

export function RequestReturnDialog({
  order,
  returns,
  onClose,
  onRequested,
}: {
  order: Order;
  returns: readonly Return[];
  onClose: () => void;
  onRequested: () => void;
}) {
  const left = returnableLeft(order, returns);
  const formSchema = z.object({
    quantities: z.array(
      z
        .number({ error: returnMessages.quantityInvalid })
        .int(returnMessages.quantityInvalid)
        .min(0, returnMessages.quantityInvalid)
        .optional(),
    ),
    reason: z.enum(RETURN_REASONS, { error: returnMessages.reasonInvalid }),
    comment: returnTextField().optional(),
  });
  const { control, handleSubmit, setError } = useForm<Values>({
    resolver: zodResolver(formSchema as never) as never,
    defaultValues: { quantities: order.lines.map(() => 0), reason: '', comment: '' },
  });
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const send = useApiMutation(requestReturn, { success: ({ number }) => `Return ${number} requested` });

  const submit = handleSubmit(async (values) => {
    let tooMany = false;
    const lines = order.lines.flatMap((line, index) => {
      const quantity = values.quantities[index] ?? 0;
      if (quantity > (left.get(line.productId) ?? 0)) {
        setError(`quantities.${index}`, { message: `At most ${left.get(line.productId) ?? 0}` });
        tooMany = true;
      }
      return quantity > 0 ? [{ productId: line.productId, quantity }] : [];
    });
    if (tooMany) return;
    const request = returnRequestSchema.safeParse({
      orderId: order._id,
      lines,
      reason: values.reason,
      comment: values.comment || undefined,
      photos,
    });
    if (!request.success) {
      setError('quantities.0', { message: request.error.issues[0]?.message ?? returnMessages.linesRequired });
      return;
    }
    if ((await send.run(request.data)).ok) onRequested();
  });

  return (
    <FormDialog
      title="Request a return"
      confirmLabel="Request the return"
      pending={send.pending || uploading}
      onSubmit={submit}
      onClose={onClose}
    >
      {order.lines.map((line, index) => (
        <FormNumberField
          key={line.productId}
          control={control}
          name={`quantities.${index}`}
          label={`${line.productName}: pieces to return`}
          helperText={`Up to ${left.get(line.productId) ?? 0} of ${line.quantity}`}
          slotProps={{ htmlInput: { min: 0, max: left.get(line.productId) ?? 0 } }}
        />
      ))}
      <FormSelectField control={control} name="reason" label="Reason" options={REASONS} />
      <FormTextField control={control} name="comment" label="Comment (optional)" multiline minRows={2} />
      <PhotosField
        photos={photos}
        max={RETURN_PHOTOS_MAX}
        onAdd={(url) => setPhotos((current) => [...current, url])}
        onBusy={setUploading}
      />
    </FormDialog>
  );
}
