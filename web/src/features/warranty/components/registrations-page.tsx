// Dashboard -> Registrations (admin): registrations waiting for confirmation (or every one), each with its owner,
// purchase date and receipt; Confirm accepts a receipt, Transfer moves the tool to another account.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Link, Typography } from '@mui/material';
import { registrationTransferSchema, type Registration } from '@toolshop/domain';
import { actionsColumn, type TableColumn } from '../../../components/data/list-table';
import { ListPage } from '../../../components/data/list-page';
import { StatusFilter, type FilterOption } from '../../../components/data/status-filter';
import { FormDialog } from '../../../components/feedback/confirm-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useRowDialog, type RowDialogProps } from '../../../lib/use-row-dialog';
import { applyServerErrors } from '../../../lib/form-errors';
import { confirmRegistration, transferRegistration, useRegistrations } from '../api/warranty-api';
import { formatDay, registrationStatusLabel, warrantyText } from './warranty-dates';
import { toolColumn } from './tool-column';

// The ones waiting for confirmation first: they are what the page is for.
const showChoices: FilterOption<'pending' | ''>[] = [
  { value: 'pending', label: 'Waiting for confirmation' },
  { value: '', label: 'All' },
];

function TransferDialog({ registration, onClose, onDone }: { registration: Registration } & RowDialogProps) {
  const { control, handleSubmit, setError } = useForm<{ email: string }>({
    resolver: zodResolver(registrationTransferSchema),
    defaultValues: { email: '' },
  });
  const send = useApiMutation(transferRegistration, { success: `${registration.serial} is transferred` });
  const submit = handleSubmit(async ({ email }) => {
    const result = await send.run({ id: registration._id, email });
    if (result.ok) onDone();
    else applyServerErrors(result.error, setError, ['email']);
  });
  return (
    <FormDialog
      title={`Transfer ${registration.serial}`}
      text={`${registration.productName}, now registered to ${registration.email}.`}
      confirmLabel="Transfer"
      pending={send.pending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormTextField control={control} name="email" label="New owner's email address" type="email" />
    </FormDialog>
  );
}

interface RegistrationActions {
  confirming: boolean;
  confirm: (registration: Registration) => void;
  transfer: (registration: Registration) => void;
}

const registrationColumns = ({ confirming, confirm, transfer }: RegistrationActions): TableColumn<Registration>[] => [
  toolColumn((registration) => ({
    name: registration.productName,
    serial: registration.serial,
    email: registration.email,
  })),
  {
    label: 'Bought',
    hideOnPhone: true,
    cell: (registration) => (
      <>
        <Typography variant="body2">{formatDay(registration.purchasedAt)}</Typography>
        <Typography variant="caption" component="p">
          {warrantyText(registration)}
        </Typography>
        {registration.receipt && (
          <Link href={registration.receipt} target="_blank" rel="noopener">
            Receipt of {registration.serial}
          </Link>
        )}
      </>
    ),
  },
  { label: 'Status', cell: registrationStatusLabel },
  actionsColumn('Actions', (registration) => (
    <>
      {registration.status === 'pending' && (
        <Button
          size="small"
          variant="contained"
          disabled={confirming}
          aria-label={`Confirm ${registration.serial}`}
          onClick={() => confirm(registration)}
        >
          Confirm
        </Button>
      )}
      <Button
        size="small"
        variant="outlined"
        aria-label={`Transfer ${registration.serial}`}
        onClick={() => transfer(registration)}
      >
        Transfer
      </Button>
    </>
  )),
];

export default function RegistrationsPage() {
  const [status, setStatus] = useState<'pending' | ''>('pending');
  const { status: readStatus, registrations, reload } = useRegistrations(status);
  const transferring = useRowDialog<Registration>(reload);
  const confirm = useApiMutation(confirmRegistration, {
    success: (registration) => `${registration.serial} is confirmed`,
  });
  const confirmOne = async (registration: Registration) => {
    if ((await confirm.run(registration._id)).ok) reload();
  };
  return (
    <ListPage
      title="Registrations"
      columns={registrationColumns({ confirming: confirm.pending, confirm: confirmOne, transfer: transferring.open })}
      rowKey={(registration) => registration._id}
      rowTestId="registration-row"
      empty="There are no registrations here."
      read={{ status: readStatus, items: registrations }}
      controls={<StatusFilter label="Show" value={status} options={showChoices} onChange={setStatus} />}
    >
      {transferring.row && (
        <TransferDialog registration={transferring.row} onClose={transferring.close} onDone={transferring.done} />
      )}
    </ListPage>
  );
}
