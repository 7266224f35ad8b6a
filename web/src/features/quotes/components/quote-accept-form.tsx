// Accepting a quote: where the order ships (a saved address or a new one, as the checkout takes it), the mobile
// number, a PO number and, for a company on net terms, pay on account; then POST /api/quotes/{id}/accept. The server
// places the order at the quoted prices; a refusal (a line out of stock, the quote gone) shows its message.
import { useCallback, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import {
  addressSchema,
  dollarsToCents,
  isHeldForApproval,
  type AddressBookEntryInput,
  type PaymentMethod,
  type Quote,
} from '@toolshop/domain';
import { emptyAddress } from '../../../components/form/address-fields';
import { SubmitButton } from '../../../components/form/submit-button';
import { PageLoader } from '../../../components/feedback/page-loader';
import { applyServerErrors } from '../../../lib/form-errors';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useToast } from '../../../lib/toast';
import { useSession } from '../../../lib/auth/use-session';
import { addAddress, useAddressBook } from '../../profiles';
import { ApprovalHoldNotice, useApprovalHold, useTradeCompany } from '../../trade';
import {
  fitsAccount,
  NEW_ADDRESS,
  PlacementFields,
  placementResolver,
  savedAddress,
  useDefaultAddressChoice,
  useSavedMobile,
  type PlacementValues,
} from '../../checkout';
import { acceptQuote } from '../api/quotes-api';

export function QuoteAcceptForm({ quote }: { quote: Quote }) {
  const toast = useToast();
  const navigate = useNavigate();
  const uid = useSession().user?.uid ?? null;
  const book = useAddressBook();
  const entries = useMemo(() => book.data?.items ?? [], [book.data]);
  const trade = useTradeCompany(uid);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('card');
  const accept = useApiMutation(acceptQuote, { success: (answer) => `Order #${answer.number} placed` });
  const { control, handleSubmit, setError, setValue } = useForm<PlacementValues>({
    resolver: placementResolver,
    defaultValues: { choice: NEW_ADDRESS, address: emptyAddress(), save: true, mobile: '', poNumber: '' },
  });
  const choice = useWatch({ control, name: 'choice' });
  const save = useWatch({ control, name: 'save' });
  const mobile = useWatch({ control, name: 'mobile' });
  useDefaultAddressChoice(
    entries,
    useCallback((id: string) => setValue('choice', id), [setValue]),
  );
  useSavedMobile(
    entries,
    choice,
    mobile,
    useCallback((saved: string) => setValue('mobile', saved), [setValue]),
  );
  // The quote's total before tax: enough for the screen to say whether the account may carry it.
  const amountCents = quote.total === null ? undefined : dollarsToCents(quote.total);
  const onAccount = paymentMethod === 'account' && fitsAccount(trade.company, amountCents);
  // Over the buyer's limit the order will wait for approval, as a checkout's would: said before Accept.
  const hold = useApprovalHold(uid, Boolean(trade.company));
  const heldForApproval = amountCents !== undefined && isHeldForApproval(hold, amountCents);

  const onSubmit = handleSubmit(async (values) => {
    const saved = entries.find((entry) => entry.id === choice);
    const parsed = addressSchema.safeParse(saved ? savedAddress(saved) : values.address);
    if (!parsed.success) {
      toast.error('Please check the shipping address');
      return;
    }
    // The save box is read as watched: the resolver's output holds only what the schema judges.
    if (!saved && save) {
      try {
        await addAddress({ ...(parsed.data as AddressBookEntryInput), mobile: values.mobile });
      } catch (error) {
        toast.error(error instanceof Error ? error.message : 'The address could not be saved');
      }
    }
    const outcome = await accept.run({
      id: quote.id,
      input: {
        shippingAddress: parsed.data,
        mobile: values.mobile,
        ...(onAccount ? { paymentMethod: 'account' as const } : {}),
        ...(values.poNumber?.trim() ? { poNumber: values.poNumber.trim() } : {}),
      },
    });
    if (outcome.ok) navigate(onAccount ? '/dashboard/myOrder' : `/payment/${outcome.data.orderId}`);
    else applyServerErrors(outcome.error, setError, ['mobile', 'poNumber']);
  });

  if (book.status === 'loading' || !trade.loaded) return <PageLoader />;
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-labelledby="accept-title">
      <Typography variant="h6" component="h2" id="accept-title">
        Accept this quote
      </Typography>
      <Alert severity="info">The order is placed at the quoted prices; its stock is reserved when you accept.</Alert>
      <PlacementFields
        control={control}
        setValue={setValue}
        entries={entries}
        choice={choice}
        save={save}
        labelledBy="accept-title"
        company={trade.company}
        amountCents={amountCents}
        paymentMethod={paymentMethod}
        onPaymentMethod={setPaymentMethod}
      />
      {heldForApproval && <ApprovalHoldNotice hold={hold} />}
      <div>
        <SubmitButton pending={accept.pending}>Accept and place order</SubmitButton>
      </div>
    </Stack>
  );
}
