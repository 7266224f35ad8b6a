// Dashboard -> Receivables: an admin records a payment received for an invoice (amount, bank reference, the day
// it arrived), checked by the domain's invoicePaymentSchema; the server refuses more than the invoice owes.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { invoicePaymentSchema, type InvoicePaymentInput, type Receivable } from '@toolshop/domain';
import { FormDialog } from '../../../components/feedback/confirm-dialog';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useApiMutation } from '../../../lib/use-api-mutation';
import type { RowDialogProps } from '../../../lib/use-row-dialog';
import { recordPayment } from '../api/receivables';

type Invoiced = Receivable & { invoiceNumber: string };

export function RecordPaymentDialog({ receivable, onClose, onDone }: { receivable: Invoiced } & RowDialogProps) {
  const save = useApiMutation(recordPayment, { success: `${receivable.invoiceNumber}: payment recorded` });
  const { control, handleSubmit } = useForm<InvoicePaymentInput>({
    // The raw values: the schema's output is in cents, and the API takes dollars.
    resolver: zodResolver(invoicePaymentSchema as never, undefined, { raw: true }) as never,
    defaultValues: { amount: receivable.balance, reference: '', receivedAt: new Date().toISOString().slice(0, 10) },
  });
  const submit = handleSubmit(async (payment) => {
    if ((await save.run({ invoiceNumber: receivable.invoiceNumber, payment })).ok) onDone();
  });
  return (
    <FormDialog
      title={`Payment for ${receivable.invoiceNumber}`}
      confirmLabel="Record payment"
      pending={save.pending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormNumberField control={control} name="amount" label="Amount received ($)" />
      <FormTextField control={control} name="reference" label="Bank reference" />
      <FormTextField control={control} name="receivedAt" label="Received on" type="date" />
    </FormDialog>
  );
}
