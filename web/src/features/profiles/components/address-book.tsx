// My Profile's address book: the saved addresses (GET /api/addresses), add and edit in a dialog with the shared
// address fields and the mobile number orders to it ship with (domain addressBookEntrySchema), delete after a
// confirmation, and choose the default, which the checkout offers first. A company member's book is the company's,
// said above it.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import {
  ADDRESS_BOOK_MAX,
  addressSchema,
  formatAddressLine,
  savedMobileField,
  type AddressBookEntry,
  type AddressInput,
} from '@toolshop/domain';
import { z } from 'zod';
import { AddressFields, emptyAddress } from '../../../components/form/address-fields';
import { FormTextField } from '../../../components/form/form-text-field';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { PageLoader } from '../../../components/feedback/page-loader';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { addAddress, deleteAddress, updateAddress, useAddressBook } from '../api/address-book';

const formSchema = z.object({ address: addressSchema, mobile: savedMobileField });
type Values = { address: AddressInput; mobile: string };

/** An entry as the form's address: every optional field as text, so the form controls stay controlled. */
function asInput({ id: _id, isDefault: _isDefault, mobile: _mobile, ...address }: AddressBookEntry): AddressInput {
  return { ...emptyAddress(), ...address } as AddressInput;
}

function AddressDialog({
  entry,
  onClose,
  onSaved,
}: {
  entry: AddressBookEntry | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const add = useApiMutation(addAddress, { success: 'Address saved' });
  const update = useApiMutation(updateAddress, { success: 'Address saved' });
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(formSchema) as never,
    defaultValues: { address: entry ? asInput(entry) : emptyAddress(), mobile: entry?.mobile ?? '' },
  });
  const submit = handleSubmit(async ({ address, mobile }) => {
    const result = entry
      ? await update.run({ id: entry.id, entry: { ...address, mobile, isDefault: entry.isDefault } })
      : await add.run({ ...address, mobile });
    if (result.ok) onSaved();
  });
  return (
    <ConfirmDialog
      open
      title={entry ? 'Edit address' : 'Add an address'}
      confirmLabel="Save"
      cancelLabel="Cancel"
      pending={add.pending || update.pending}
      onConfirm={submit}
      onClose={onClose}
      fields={
        <>
          <AddressFields control={control} />
          <FormTextField
            control={control}
            name="mobile"
            label="Mobile (optional)"
            type="tel"
            autoComplete="tel"
            helperText="The checkout fills it in when you ship to this address"
            sx={{ mt: 2 }}
          />
        </>
      }
    />
  );
}

/** A member works in the company's book; their own addresses are not lost, only set aside while they are a member. */
function CompanyBookNote({ name, ownKept }: { name: string; ownKept: number }) {
  const kept =
    ownKept === 0
      ? ''
      : ` Your own ${ownKept} saved ${ownKept === 1 ? 'address is' : 'addresses are'} kept aside: ${ownKept === 1 ? 'it comes' : 'they come'} back if you leave ${name}.`;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {`Shared with everyone at ${name}: every member sees and uses these addresses.${kept}`}
    </Alert>
  );
}

export function AddressBook() {
  const book = useAddressBook();
  const [editing, setEditing] = useState<AddressBookEntry | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AddressBookEntry | null>(null);
  const remove = useApiMutation(deleteAddress, { success: 'Address deleted' });
  const makeDefault = useApiMutation(updateAddress, { success: 'Default address changed' });
  const items = book.data?.items ?? [];

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="address-book-title"
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760, mt: 3 }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography id="address-book-title" variant="h6" component="h2">
          Address book
        </Typography>
        <Button variant="outlined" onClick={() => setEditing(null)} disabled={items.length >= ADDRESS_BOOK_MAX}>
          Add address
        </Button>
      </Stack>
      {book.data?.company && <CompanyBookNote {...book.data.company} />}
      {book.status === 'loading' && <PageLoader />}
      {book.status === 'error' && <Alert severity="error">Your addresses could not be loaded. Please try again.</Alert>}
      {book.status === 'success' && items.length === 0 && (
        <Typography color="text.secondary">No saved addresses yet.</Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((entry) => (
          <Box
            component="li"
            key={entry.id}
            aria-label={entry.name}
            sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}
          >
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <Typography sx={{ flex: 1 }}>
                {formatAddressLine(entry)} {entry.isDefault && <Chip size="small" color="primary" label="Default" />}
                {entry.mobile && (
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    Mobile: {entry.mobile}
                  </Typography>
                )}
              </Typography>
              <Stack direction="row" spacing={1}>
                {!entry.isDefault && (
                  <Button
                    size="small"
                    disabled={makeDefault.pending}
                    onClick={async () => {
                      const result = await makeDefault.run({
                        id: entry.id,
                        entry: { ...asInput(entry), mobile: entry.mobile, isDefault: true },
                      });
                      if (result.ok) book.reload();
                    }}
                  >
                    Make default
                  </Button>
                )}
                <Button size="small" onClick={() => setEditing(entry)}>
                  Edit
                </Button>
                <Button size="small" color="error" onClick={() => setDeleting(entry)}>
                  Delete
                </Button>
              </Stack>
            </Stack>
          </Box>
        ))}
      </Box>
      {editing !== undefined && (
        <AddressDialog
          entry={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            book.reload();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this address?"
        confirmLabel="Delete"
        destructive
        pending={remove.pending}
        onConfirm={async () => {
          if (!deleting) return;
          const result = await remove.run(deleting.id);
          setDeleting(null);
          if (result.ok) book.reload();
        }}
        onClose={() => setDeleting(null)}
      >
        {deleting ? formatAddressLine(deleting) : ''}
      </ConfirmDialog>
    </Paper>
  );
}
