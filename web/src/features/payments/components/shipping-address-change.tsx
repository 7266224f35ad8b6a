// On the payment page of an order placed without an address (priced for the shop's home country): where it ships,
// chosen as on the checkout (the address book or a new address, the shipping method with the quote's shipping and
// tax), sent with PATCH /api/order/{id}/shipping before the payment starts. The server prices it again; the page
// shows the order's new amounts as Firestore delivers them.
import { useCallback, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Box, Button, Stack, Typography } from '@mui/material';
import { addressSchema, type AddressBookEntryInput, type Order } from '@toolshop/domain';
import { emptyAddress } from '../../../components/form/address-fields';
import { SubmitButton } from '../../../components/form/submit-button';
import { PageLoader } from '../../../components/feedback/page-loader';
import { useToast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-client';
import { addAddress, useAddressBook } from '../../profiles';
import {
  addressChoiceResolver,
  type AddressChoiceValues,
  NEW_ADDRESS,
  QuoteSummary,
  savedAddress,
  ShippingAddressChoice,
  useShippingQuote,
  useChosenAddress,
  useDefaultAddressChoice,
} from '../../checkout';
import { changeOrderShipping } from '../api/change-order-shipping';

const resolver = addressChoiceResolver<AddressChoiceValues>(z.object({}));

export function ShippingAddressChange({ order, onKeepPrice }: { order: Order; onKeepPrice: () => void }) {
  const toast = useToast();
  const book = useAddressBook();
  const entries = useMemo(() => book.data?.items ?? [], [book.data]);
  const { control, handleSubmit, setValue } = useForm<AddressChoiceValues>({
    resolver,
    defaultValues: { choice: NEW_ADDRESS, address: emptyAddress(), save: true },
  });
  const choice = useWatch({ control, name: 'choice' });
  const save = useWatch({ control, name: 'save' });
  const typed = useWatch({ control, name: 'address' });
  useDefaultAddressChoice(
    entries,
    useCallback((id: string) => setValue('choice', id), [setValue]),
  );
  const address = useChosenAddress(entries, choice, typed);
  const lines = useMemo(() => order.lines.map(({ productId, quantity }) => ({ productId, quantity })), [order.lines]);
  const quote = useShippingQuote(lines, address);
  const [sending, setSending] = useState(false);

  const onSubmit = handleSubmit(async (values) => {
    // The schema's output holds only the new address it judges: the choice and the save box are the form's state.
    const saved = entries.find((entry) => entry.id === choice);
    const parsed = addressSchema.safeParse(saved ? savedAddress(saved) : values.address);
    if (!parsed.success) return;
    setSending(true);
    try {
      if (!saved && save) await addAddress(parsed.data as AddressBookEntryInput).catch(() => undefined);
      await changeOrderShipping(order._id, {
        shippingAddress: parsed.data,
        ...(quote.priced && { shippingMethod: quote.priced.shippingMethod }),
      });
      toast.success('Shipping address changed: shipping and tax priced again');
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'The address could not be changed');
    } finally {
      setSending(false);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="change-address-title">
      <Stack spacing={2}>
        <Typography variant="h6" component="h2" id="change-address-title">
          Shipping address
        </Typography>
        {book.status === 'loading' ? (
          <PageLoader />
        ) : (
          <ShippingAddressChoice
            control={control}
            entries={entries}
            choice={choice}
            onChoice={(value) => setValue('choice', value)}
            save={save}
            onSave={(value) => setValue('save', value)}
            labelledBy="change-address-title"
          />
        )}
        <QuoteSummary quote={quote} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <SubmitButton pending={sending} disabled={!address || !quote.priced}>
            Use this address
          </SubmitButton>
          <Button onClick={onKeepPrice}>Pay as priced</Button>
        </Stack>
      </Stack>
    </Box>
  );
}
