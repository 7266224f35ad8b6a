// The checkout's price: goods, the shipping method to choose (each with its price), shipping, tax with its rate, and
// the total, as POST /api/checkout/quote answers for the chosen address; a company zero-rated by reverse charge
// reads why, with both VAT IDs. No zone for the country: its message.
import { Alert, Box, CircularProgress, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { dollarsToCents, formatCents, REVERSE_CHARGE_NOTE } from '@toolshop/domain';
import type { ShippingQuote } from '../api/checkout-quote';
import { formatTaxRate } from '../../shipping';

const money = (dollars: number) => formatCents(dollarsToCents(dollars));

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', py: 0.5 }}>
      <Typography component={strong ? 'strong' : 'span'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography component={strong ? 'strong' : 'span'} sx={{ fontWeight: strong ? 700 : 500 }} data-amount={label}>
        {value}
      </Typography>
    </Stack>
  );
}

export function QuoteSummary({ quote: { state, method, setMethod: onMethod } }: { quote: ShippingQuote }) {
  if (state.status === 'idle')
    return <Alert severity="info">Enter the shipping address to see shipping and tax.</Alert>;
  if (state.status === 'refused')
    return (
      <Alert severity="error" role="alert">
        {state.message}
      </Alert>
    );
  const quote = state.status === 'ready' ? state.quote : state.previous;
  if (!quote)
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 1 }}>
        <CircularProgress size={20} aria-label="Quoting shipping and tax" />
        <Typography>Quoting shipping and tax…</Typography>
      </Stack>
    );
  const chosen = method ?? quote.shippingMethod;
  return (
    <Box component="section" aria-labelledby="shipping-method-title" aria-busy={state.status === 'loading'}>
      <Typography variant="subtitle1" component="h3" id="shipping-method-title" sx={{ fontWeight: 600, mt: 1 }}>
        Shipping method
      </Typography>
      <RadioGroup
        aria-labelledby="shipping-method-title"
        value={chosen}
        onChange={(event) => onMethod(event.target.value)}
      >
        {quote.shippingMethods.map((option) => (
          <Box component="label" key={option.id} sx={{ display: 'flex', alignItems: 'center', cursor: 'pointer' }}>
            <Radio value={option.id} />
            <Box component="span" sx={{ flexGrow: 1 }}>
              {option.name}
            </Box>
            <span>{option.price === 0 ? 'Free' : money(option.price)}</span>
          </Box>
        ))}
      </RadioGroup>
      <Box sx={{ borderTop: 1, borderColor: 'divider', mt: 1, pt: 1 }} aria-live="polite">
        <Row label="Goods" value={money(quote.subtotal)} />
        <Row label="Shipping" value={quote.shipping === 0 ? 'Free' : money(quote.shipping)} />
        <Row label={`Tax (${formatTaxRate(quote.taxRate)})`} value={money(quote.tax)} />
        <Row label="Total" value={money(quote.amount)} strong />
        {quote.reverseCharge && (
          <Typography variant="body2" sx={{ mt: 1 }} data-testid="reverse-charge">
            {REVERSE_CHARGE_NOTE}. Seller&apos;s VAT ID {quote.reverseCharge.sellerVatId}, your VAT ID{' '}
            {quote.reverseCharge.buyerVatId}.
          </Typography>
        )}
      </Box>
    </Box>
  );
}
