// /checkout (signed in): the cart's lines as the domain quotes them, the shipping address (a saved one, the default
// chosen first, or a new one that may be saved to the address book), the mobile number, the total, and Place order
// -> POST /api/checkout -> the new order's payment page. A 409 shows each refused line's problems. The price shipped
// to the chosen address (goods, the shipping method to pick, shipping, tax, total) is the server's quote, asked again
// when the address or the method changes; a country that no zone serves blocks Place order with the server's message.
// What was typed survives a reload (checkout-draft.ts) until the order is placed; a saved address fills the mobile
// number it keeps, and a new address is saved with the mobile number typed. A trade buyer's line shows "Your trade
// price" beside the list price struck through, as the product page does.
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert, Box, Button, Grid, Paper, Stack, Typography } from '@mui/material';
import { PageFrame } from '../../../components/layout/page-frame';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { dollarsToCents, isHeldForApproval, formatCents } from '@toolshop/domain';
import { emptyAddress } from '../../../components/form/address-fields';
import { SubmitButton } from '../../../components/form/submit-button';
import { PageLoader } from '../../../components/feedback/page-loader';
import { applyServerErrors } from '../../../lib/form-errors';
import { useToast } from '../../../lib/toast';
import { useSession } from '../../../lib/auth/use-session';
import { useCartQuote } from '../../cart';
import { placeCheckout, type CheckoutRefusal } from '../api/place-checkout';
import { useShippingQuote } from '../api/checkout-quote';
import { clearCheckoutDraft, hasTypedAddress, readCheckoutDraft, writeCheckoutDraft } from '../api/checkout-draft';
import { QuoteSummary } from './quote-summary';
import { CheckoutLines } from './checkout-lines';
import { CheckoutNotices } from './checkout-notices';
import { useApprovalHold, useTradeCompany } from '../../trade';
import { PlacementFields, placementResolver, placementTerms, type PlacementValues } from './placement-fields';
import { NEW_ADDRESS as NEW, useSavedMobile } from './shipping-address-choice';
import { useAddressChoice } from './use-address-choice';

export default function CheckoutPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const { status, quote } = useCartQuote();
  const [refusal, setRefusal] = useState<CheckoutRefusal | null>(null);
  const [placing, setPlacing] = useState(false);
  // Read once: the form starts from what this account had typed in this tab before a reload.
  const uid = useSession().user?.uid ?? '';
  const [draft] = useState(() => readCheckoutDraft(uid));
  const form = useForm<PlacementValues>({
    resolver: placementResolver,
    defaultValues: {
      choice: draft?.choice ?? NEW,
      address: { ...emptyAddress(), ...draft?.address },
      save: draft?.save ?? true,
      mobile: draft?.mobile ?? '',
      poNumber: '',
      paymentMethod: 'card',
    },
  });
  // A choice kept from before the reload stands (a new address being typed, or a saved one still in the book).
  const keptChoice = draft?.choice === NEW ? (hasTypedAddress(draft) ? NEW : undefined) : draft?.choice;
  const address = useAddressChoice(form, keptChoice);
  const { choice, save, typed } = address;
  useSavedMobile(form, address.entries, choice);
  const mobile = useWatch({ control: form.control, name: 'mobile' });
  useEffect(
    () => writeCheckoutDraft(uid, { choice, address: typed, save, mobile }),
    [uid, choice, typed, save, mobile],
  );
  // A trade buyer's company (read beside the cart): its account is offered while the order fits its credit.
  const trade = useTradeCompany(uid || null);

  // The address the quote is for: the chosen saved one, or the new one once it is complete.
  const quotedAddress = address.chosen;
  const quoteLines = useMemo(
    () => quote.lines.map(({ productId, quantity }) => ({ productId, quantity })),
    [quote.lines],
  );
  const shipping = useShippingQuote(quoteLines, quotedAddress);
  const { priced } = shipping;
  const amountCents = priced && dollarsToCents(priced.amount);
  // Over the buyer's limit the order will wait for approval: said before Place order (the server decides it again).
  // Before the total is priced, the goods alone, which the total only adds to.
  const hold = useApprovalHold(uid || null, Boolean(trade.company));
  const heldForApproval = isHeldForApproval(hold, amountCents ?? quote.goodsTotalCents);

  const nameOf = (productId: string) =>
    quote.lines.find((line) => line.productId === productId)?.product?.name ?? productId;

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const { onAccount, terms } = placementTerms(values, trade.company, amountCents);
    const shipTo = address.shipTo(values.address);
    if (!shipTo) {
      toast.error('Please check the shipping address');
      return;
    }
    setPlacing(true);
    try {
      await address.saveNew(shipTo, values.mobile);
      const outcome = await placeCheckout({
        lines: quote.lines.map(({ productId, quantity }) => ({ productId, quantity })),
        shippingAddress: shipTo.address,
        ...(priced && { shippingMethod: priced.shippingMethod }),
        ...terms,
      });
      if (outcome.ok && outcome.awaitingApproval) {
        // Over the buyer's limit: nothing to pay yet; the order's page says it awaits the company's approval.
        clearCheckoutDraft();
        toast.success('Order placed. It awaits your company’s approval.');
        navigate(`/payment/${outcome.orderId}`);
      } else if (outcome.ok && onAccount) {
        clearCheckoutDraft();
        toast.success('Order placed on account. Its invoice is on its way.');
        navigate('/dashboard/myOrder');
      } else if (outcome.ok) {
        clearCheckoutDraft();
        toast.success('Order placed. Pay for it now.');
        navigate(`/payment/${outcome.orderId}`);
      } else if ('refusal' in outcome) {
        setRefusal(outcome.refusal);
        toast.error(outcome.refusal.message);
      } else {
        toast.error(outcome.error.message);
        applyServerErrors(outcome.error, form.setError, ['mobile']);
      }
    } finally {
      setPlacing(false);
    }
  });

  if (status === 'loading' || address.fields.loading || !trade.loaded) return <PageLoader />;

  return (
    <PageFrame title="Checkout" maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {quote.lines.length === 0 ? (
        <Alert severity="info">
          Your cart is empty. <RouterLink to="/">See the products</RouterLink>
        </Alert>
      ) : (
        <Grid container spacing={3} component="form" noValidate onSubmit={onSubmit}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <Stack spacing={2}>
                <Typography variant="h6" component="h2" id="address-title">
                  Shipping address
                </Typography>
                <PlacementFields
                  fields={address.fields}
                  labelledBy="address-title"
                  company={trade.company}
                  amountCents={amountCents}
                />
              </Stack>
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="lines-title">
              <Typography variant="h6" component="h2" id="lines-title" gutterBottom>
                Your order
              </Typography>
              <CheckoutLines lines={quote.lines} />
              <Box sx={{ my: 2 }}>
                <QuoteSummary quote={shipping} />
              </Box>
              {shipping.state.status === 'idle' && (
                <Typography variant="h6" component="p" sx={{ mb: 2 }}>
                  Goods: <strong>{formatCents(quote.goodsTotalCents)}</strong>
                </Typography>
              )}
              <CheckoutNotices
                refusal={refusal}
                nameOf={nameOf}
                orderable={quote.orderable}
                totalProblem={quote.totalProblem}
                hold={heldForApproval ? hold : null}
              />
              <Stack direction="row" spacing={1}>
                <SubmitButton pending={placing} disabled={!quote.orderable || (Boolean(quotedAddress) && !priced)}>
                  Place order
                </SubmitButton>
                <Button component={RouterLink} to="/cart">
                  Edit cart
                </Button>
              </Stack>
            </Paper>
          </Grid>
        </Grid>
      )}
    </PageFrame>
  );
}
