// The card form of the built-in test gateway (no Stripe key configured): says plainly that no real card is
// charged and lists Stripe's test numbers. Validated with the domain's testCardSchema, the server's own rules.
// The number is grouped in fours and the expiry gets its ' / ' as people type ('1230' reads '12 / 30').
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, AlertTitle, Box, Stack } from '@mui/material';
import { z } from 'zod';
import {
  cardMessages,
  formatCardExpiry,
  formatCardNumber,
  groupCardDigits,
  parseCardExpiry,
  testCards,
  testCardSchema,
  type TestCard,
} from '@toolshop/domain';
import { FormTextField } from '../../../components/form/form-text-field';
import { apiMessage } from '../../../lib/api-client';
import { confirmTestPayment } from '../api/payment-calls';
import { CardError } from './card-error';
import { PayButton } from './pay-button';

/**
 * The domain's card (testCardSchema, the server's rules, expiry included), typed as one 'MM / YY' field as on a
 * card: a problem with the month or the year shows on that field.
 */
const cardFormSchema = z
  .object({ number: z.string(), expiry: z.string(), cvc: z.string() })
  .transform(({ number, expiry, cvc }, context) => {
    const expiryParts = parseCardExpiry(expiry);
    const card = testCardSchema.safeParse({ number, cvc, ...(expiryParts ?? { expMonth: 12, expYear: 2200 }) });
    if (!expiryParts) context.addIssue({ code: 'custom', path: ['expiry'], message: cardMessages.expiryFormat });
    for (const issue of card.success ? [] : card.error.issues) {
      const field = issue.path[0] === 'number' || issue.path[0] === 'cvc' ? issue.path[0] : 'expiry';
      context.addIssue({ code: 'custom', path: [field], message: issue.message });
    }
    return card.success && expiryParts ? card.data : z.NEVER;
  });
type CardFormInput = z.input<typeof cardFormSchema>;
const moreCards = testCards.filter((card) => !card.featured);
type CardFormOutput = z.output<typeof cardFormSchema>;

interface TestCardFormProps {
  clientSecret: string;
  onPaid: (transactionId: string) => void;
  /** Called as a payment is tried: the page then leaves the card error to this form. */
  onAttempt: () => void;
}

export function TestCardForm({ clientSecret, onPaid, onAttempt }: TestCardFormProps) {
  const [cardError, setCardError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<CardFormInput, unknown, CardFormOutput>({
    resolver: zodResolver(cardFormSchema),
    defaultValues: { number: '', expiry: '', cvc: '' },
  });

  const pay = handleSubmit(async (card) => {
    try {
      const { transactionId } = await confirmTestPayment(clientSecret, card);
      onPaid(transactionId);
    } catch (error) {
      setCardError(apiMessage(error, 'The payment failed. Please try again.'));
    }
  });
  // Every press of Pay is a new attempt, also one the form refuses: the message of the attempt before goes.
  const onSubmit = (event: FormEvent) => {
    setCardError(null);
    onAttempt();
    return pay(event);
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Card payment (test mode)">
      <Stack spacing={2}>
        <Alert severity="info">
          <AlertTitle>Test mode: no real card is charged</AlertTitle>
          Only Stripe&apos;s test card numbers are accepted, with any future expiry date and any 3-digit CVC (4 digits
          for American Express):
          <TestCardList cards={testCards.filter((card) => card.featured)} />
          <Box component="details" sx={{ mt: 0.5 }}>
            <Box component="summary" sx={{ cursor: 'pointer' }}>
              {`${moreCards.length} more Stripe test cards (every brand, every decline)`}
            </Box>
            <TestCardList cards={moreCards} />
          </Box>
        </Alert>
        <FormTextField
          control={control}
          name="number"
          label="Card number"
          required
          autoComplete="cc-number"
          parseValue={formatCardNumber}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Stack direction="row" spacing={2}>
          <FormTextField
            control={control}
            name="expiry"
            label="Expiry"
            required
            placeholder="MM / YY"
            autoComplete="cc-exp"
            parseValue={formatCardExpiry}
            sx={{ flex: 1 }}
            helperText="MM / YY"
          />
          <FormTextField
            control={control}
            name="cvc"
            label="CVC"
            required
            sx={{ flex: 1 }}
            autoComplete="cc-csc"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          />
        </Stack>
        <PayButton paying={isSubmitting} />
        <CardError message={cardError} />
      </Stack>
    </Box>
  );
}

function TestCardList({ cards }: { cards: readonly TestCard[] }) {
  return (
    <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
      {cards.map((card) => (
        <li key={card.number}>
          <Box component="code" sx={{ whiteSpace: 'nowrap' }}>
            {groupCardDigits(card.number)}
          </Box>{' '}
          {card.brand}, {card.effect}
        </li>
      ))}
    </Box>
  );
}
