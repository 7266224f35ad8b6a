// On the payment page of an order placed without an address (priced for the shop's home country): where it ships,
// chosen as on the checkout (the address book or a new address, the shipping method with the quote's shipping and
// tax), sent with PATCH /api/order/{id}/shipping before the payment starts. The server prices it again; the page
// shows the order's new amounts as Firestore delivers them.
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { AddressBookEntryInput, Order } from '@toolshop/domain';
import { SubmitButton } from '../../../components/form/submit-button';
import { useToast } from '../../../lib/toast';
import { apiMessage } from '../../../lib/api-client';
import { addAddress } from '../../profiles';
import {
  addressChoiceResolver,
  type AddressChoiceValues,
  newAddressChoice,
  QuoteSummary,
  ShippingAddressChoice,
  useAddressChoice,
  useShippingQuote,
} from '../../checkout';
import { changeOrderShipping } from '../api/change-order-shipping';

const resolver = addressChoiceResolver<AddressChoiceValues>(z.object({}));

export function ShippingAddressChange({ order, onKeepPrice }: { order: Order; onKeepPrice: () => void }) {
  const toast = useToast();
  const form = useForm<AddressChoiceValues>({ resolver, defaultValues: newAddressChoice() });
  const address = useAddressChoice(form);
  const lines = useMemo(() => order.lines.map(({ productId, quantity }) => ({ productId, quantity })), [order.lines]);
  const quote = useShippingQuote(lines, address.chosen);
  const [sending, setSending] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    const shipTo = address.shipTo(values.address);
    if (!shipTo) return;
    setSending(true);
    try {
      if (!shipTo.saved && address.save)
        await addAddress(shipTo.address as AddressBookEntryInput).catch(() => undefined);
      await changeOrderShipping(order._id, {
        shippingAddress: shipTo.address,
        ...(quote.priced && { shippingMethod: quote.priced.shippingMethod }),
      });
      toast.success('Shipping address changed: shipping and tax priced again');
    } catch (error) {
      toast.error(apiMessage(error, 'The address could not be changed'));
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
        <ShippingAddressChoice {...address.fields} labelledBy="change-address-title" />
        <QuoteSummary quote={quote} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <SubmitButton pending={sending} disabled={!address.chosen || !quote.priced}>
            Use this address
          </SubmitButton>
          <Button onClick={onKeepPrice}>Pay as priced</Button>
        </Stack>
      </Stack>
    </Box>
  );
}
