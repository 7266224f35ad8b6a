// The checkout's payment choice for a buyer whose company pays on account: card, or "Pay on account" with the
// credit available and the terms; an order above the available credit can only be paid by card. The server
// checks the credit again when the order is placed.
import { Radio, RadioGroup, Stack, Typography } from '@mui/material';
import {
  availableCreditCents,
  formatCents,
  paysOnAccount,
  tradeMessages as t,
  type CompanyDoc,
  type PaymentMethod,
} from '@toolshop/domain';
import { OptionLabel } from './shipping-address-choice';

/** Whether an order of this total may go on the company's account, as far as the screen knows. */
export function fitsAccount(company: CompanyDoc | undefined, amountCents: number | undefined): boolean {
  return Boolean(company && paysOnAccount(company) && (amountCents ?? 0) <= availableCreditCents(company));
}

export function PayOnAccountChoice({
  company,
  amountCents,
  value,
  onChange,
}: {
  company: CompanyDoc;
  /** The order's total as quoted, when known. */
  amountCents: number | undefined;
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  if (!paysOnAccount(company) || company.terms.type !== 'net') return null;
  const available = availableCreditCents(company);
  const fits = fitsAccount(company, amountCents);
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2" id="payment-title">
        Payment
      </Typography>
      <RadioGroup
        aria-labelledby="payment-title"
        value={fits ? value : 'card'}
        onChange={(event) => onChange(event.target.value as PaymentMethod)}
      >
        <OptionLabel>
          <Radio value="card" />
          Card
        </OptionLabel>
        <OptionLabel>
          <Radio value="account" disabled={!fits} />
          {t.payOnAccount}
        </OptionLabel>
      </RadioGroup>
      <Typography variant="body2">
        {t.availableCredit}: <strong>{formatCents(available)}</strong> · invoice due {company.terms.days} days after the
        order
      </Typography>
      {!fits && (
        <Typography variant="body2" color="warning.dark">
          {t.creditExceeded(available / 100)}
        </Typography>
      )}
    </Stack>
  );
}
