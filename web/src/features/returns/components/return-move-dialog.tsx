// The admin's step on one return, as a small form checked by the domain's schema of that step: approve (where to
// send it), reject (why), receive (per line: pieces and condition), refund (per received line: pieces, and the
// shipping when the reason is the shop's fault), replace (a free order of the received pieces).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Typography } from '@mui/material';
import { z } from 'zod';
import {
  isShopsFault,
  RETURN_CONDITIONS,
  returnApproveSchema,
  returnMessages,
  returnRejectSchema,
  type Return,
  type ReturnTransition,
} from '@toolshop/domain';
import { FormDialog } from '../../../components/feedback/confirm-dialog';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { approveReturn, receiveReturn, refundReturn, rejectReturn, replaceReturn } from '../api/returns-api';

export const MOVE_LABELS: Record<ReturnTransition, string> = {
  approve: 'Approve',
  reject: 'Reject',
  receive: 'Receive',
  refund: 'Refund',
  replace: 'Replace',
};

const CONDITIONS = RETURN_CONDITIONS.map((condition) => ({
  value: condition,
  label: condition === 'resellable' ? 'Resellable (back to stock)' : 'Damaged',
}));

// A select, not a checkbox: the order screens' chunk then shares no form part with the rest of the back office.
const SHIPPING = [
  { value: 'no', label: 'No' },
  { value: 'yes', label: 'Yes: the return is the shop’s fault' },
];

const pieces = z
  .number({ error: returnMessages.quantityInvalid })
  .int(returnMessages.quantityInvalid)
  .min(0, returnMessages.quantityInvalid);

const formSchemas: Record<ReturnTransition, z.ZodType> = {
  approve: returnApproveSchema,
  reject: returnRejectSchema,
  receive: z.object({ lines: z.array(z.object({ quantity: pieces, condition: z.enum(RETURN_CONDITIONS) })) }),
  refund: z.object({ lines: z.array(z.object({ quantity: pieces })), shipping: z.enum(['no', 'yes']) }),
  replace: z.object({}),
};

type Values = {
  instructions?: string;
  reason?: string;
  lines?: { quantity?: number; condition?: string }[];
  shipping?: 'no' | 'yes';
};

function defaultValuesOf(ret: Return, move: ReturnTransition): Values {
  if (move === 'approve') return { instructions: '' };
  if (move === 'reject') return { reason: '' };
  if (move === 'replace') return {};
  const lines = ret.lines.map((line) => ({
    quantity: move === 'refund' ? receivedOf(ret, line.productId) : line.quantity,
    ...(move === 'receive' ? { condition: 'resellable' } : {}),
  }));
  return move === 'refund' ? { lines, shipping: 'no' } : { lines };
}

const receivedOf = (ret: Return, productId: string) =>
  (ret.received ?? []).filter((line) => line.productId === productId).reduce((sum, line) => sum + line.quantity, 0);

export function ReturnMoveDialog({
  ret,
  move,
  onClose,
  onMoved,
}: {
  ret: Return;
  move: ReturnTransition;
  onClose: () => void;
  onMoved: (ret: Return) => void;
}) {
  const calls = {
    approve: approveReturn,
    reject: rejectReturn,
    receive: receiveReturn,
    refund: refundReturn,
    replace: replaceReturn,
  };
  const send = useApiMutation(calls[move] as (arg: { id: string; body: unknown }) => Promise<Return>, {
    success: (answer: Return) => `${answer.number}: ${MOVE_LABELS[move].toLowerCase()} done`,
  });
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(formSchemas[move] as never) as never,
    // Only the step's own fields: its schema is strict and refuses any other.
    defaultValues: defaultValuesOf(ret, move),
  });
  const submit = handleSubmit(async (values) => {
    const lines = (values.lines ?? [])
      .map((line, index) => ({ ...line, productId: ret.lines[index]!.productId }))
      .filter((line) => (line.quantity ?? 0) > 0);
    const bodies: Record<ReturnTransition, unknown> = {
      approve: { instructions: values.instructions },
      reject: { reason: values.reason },
      receive: {
        lines: lines.map(({ productId, quantity, condition }) => ({ productId, quantity, condition })),
      },
      refund: {
        lines: lines.map(({ productId, quantity }) => ({ productId, quantity })),
        shipping: values.shipping === 'yes',
      },
      replace: {},
    };
    const result = await send.run({ id: ret.id, body: bodies[move] });
    if (result.ok) onMoved(result.data);
  });
  const refundable = (productId: string) => receivedOf(ret, productId);
  return (
    <FormDialog
      title={`${MOVE_LABELS[move]} return ${ret.number}`}
      confirmLabel={MOVE_LABELS[move]}
      destructive={move === 'reject'}
      pending={send.pending}
      onSubmit={submit}
      onClose={onClose}
    >
      {move === 'approve' && (
        <FormTextField control={control} name="instructions" label="Where to send it" multiline minRows={2} />
      )}
      {move === 'reject' && <FormTextField control={control} name="reason" label="Reason" multiline minRows={2} />}
      {move === 'receive' &&
        ret.lines.map((line, index) => (
          <Stack key={line.productId} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <FormNumberField
              control={control}
              name={`lines.${index}.quantity`}
              label={`${line.productName}: received`}
              helperText={`Of ${line.quantity} to come back`}
            />
            <FormSelectField
              control={control}
              name={`lines.${index}.condition`}
              label="Condition"
              options={CONDITIONS}
            />
          </Stack>
        ))}
      {move === 'refund' && (
        <>
          {ret.lines
            .map((line, index) => ({ line, index }))
            .filter(({ line }) => refundable(line.productId) > 0)
            .map(({ line, index }) => (
              <FormNumberField
                key={line.productId}
                control={control}
                name={`lines.${index}.quantity`}
                label={`${line.productName}: pieces to refund`}
                helperText={`Up to ${refundable(line.productId)} received`}
              />
            ))}
          {isShopsFault(ret.reason) && (
            <FormSelectField control={control} name="shipping" label="Refund the shipping" options={SHIPPING} />
          )}
        </>
      )}
      {move === 'replace' && (
        <Typography variant="body2">
          A new order of the received pieces at no charge, taking them from stock, to ship as any order.
        </Typography>
      )}
    </FormDialog>
  );
}
