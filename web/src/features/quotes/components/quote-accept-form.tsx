// Accepting a quote: where the order ships (a saved address or a new one, as the checkout takes it), the mobile
// number, a PO number and, for a company on net terms, pay on account; then POST /api/quotes/{id}/accept. The server
// places the order at the quoted prices; a refusal (a line out of stock, the quote gone) shows its message.
import { useForm } from 'react-hook-form';
import { Alert, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { dollarsToCents, isHeldForApproval, type Quote } from '@toolshop/domain';
import { SubmitButton } from '../../../components/form/submit-button';
import { PageLoader } from '../../../components/feedback/page-loader';
import { applyServerErrors } from '../../../lib/form-errors';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useToast } from '../../../lib/toast';
import { useSession } from '../../../lib/auth/use-session';
import { ApprovalHoldNotice, useApprovalHold, useTradeCompany } from '../../trade';
import {
  newAddressChoice,
  PlacementFields,
  placementResolver,
  placementTerms,
  useAddressChoice,
  useSavedMobile,
  type PlacementValues,
} from '../../checkout';
import { acceptQuote } from '../api/quotes-api';

export function QuoteAcceptForm({ quote }: { quote: Quote }) {
  const toast = useToast();
  const navigate = useNavigate();
  const uid = useSession().user?.uid ?? null;
  const trade = useTradeCompany(uid);
  const accept = useApiMutation(acceptQuote, { success: (answer) => `Order #${answer.number} placed` });
  const form = useForm<PlacementValues>({
    resolver: placementResolver,
    defaultValues: { ...newAddressChoice(), mobile: '', poNumber: '', paymentMethod: 'card' },
  });
  const address = useAddressChoice(form);
  useSavedMobile(form, address.entries, address.choice);
  // The quote's total before tax: enough for the screen to say whether the account may carry it.
  const amountCents = quote.total === null ? undefined : dollarsToCents(quote.total);
  // Over the buyer's limit the order will wait for approval, as a checkout's would: said before Accept.
  const hold = useApprovalHold(uid, Boolean(trade.company));
  const heldForApproval = amountCents !== undefined && isHeldForApproval(hold, amountCents);

  const onSubmit = form.handleSubmit(async (values) => {
    const shipTo = address.shipTo(values.address);
    if (!shipTo) {
      toast.error('Please check the shipping address');
      return;
    }
    await address.saveNew(shipTo, values.mobile);
    const { onAccount, terms } = placementTerms(values, trade.company, amountCents);
    const outcome = await accept.run({ id: quote.id, input: { shippingAddress: shipTo.address, ...terms } });
    if (outcome.ok) navigate(onAccount ? '/dashboard/myOrder' : `/payment/${outcome.data.orderId}`);
    else applyServerErrors(outcome.error, form.setError, ['mobile', 'poNumber']);
  });

  if (address.fields.loading || !trade.loaded) return <PageLoader />;
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-labelledby="accept-title">
      <Typography variant="h6" component="h2" id="accept-title">
        Accept this quote
      </Typography>
      <Alert severity="info">The order is placed at the quoted prices; its stock is reserved when you accept.</Alert>
      <PlacementFields
        fields={address.fields}
        labelledBy="accept-title"
        company={trade.company}
        amountCents={amountCents}
      />
      {heldForApproval && <ApprovalHoldNotice hold={hold} />}
      <div>
        <SubmitButton pending={accept.pending}>Accept and place order</SubmitButton>
      </div>
    </Stack>
  );
}
