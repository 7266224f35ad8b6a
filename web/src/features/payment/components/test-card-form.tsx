// The card form of the built-in test gateway (no Stripe key configured): says plainly that no real card is
// charged and lists Stripe's test numbers. Validated with the domain's testCardSchema; the server checks again.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, AlertTitle, Box, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { z } from 'zod';
import { cardMessages, groupCardDigits, parseCardExpiry, testCards, testCardSchema } from '@toolshop/domain';
import { ApiError } from '../../../lib/api-client';
import { confirmTestPayment } from '../api/payment-calls';
import { CardError } from './card-error';

/** The domain's card fields, with the expiry typed as one 'MM / YY' field as on a card. */
const cardFormSchema = z.object({
  number: testCardSchema.shape.number,
  expiry: z.string().refine((text) => parseCardExpiry(text) !== null, cardMessages.expiryFormat),
  cvc: testCardSchema.shape.cvc,
});
type CardFormInput = z.infer<typeof cardFormSchema>;

interface TestCardFormProps {
  clientSecret: string;
  onPaid: (transactionId: string) => void;
}

export function TestCardForm({ clientSecret, onPaid }: TestCardFormProps) {
  const [cardError, setCardError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CardFormInput>({
    resolver: zodResolver(cardFormSchema),
    defaultValues: { number: '', expiry: '', cvc: '' },
  });

  const onSubmit = handleSubmit(async ({ number, expiry, cvc }) => {
    setCardError(null);
    const expiryParts = parseCardExpiry(expiry);
    if (!expiryParts) return;
    try {
      const { transactionId } = await confirmTestPayment(clientSecret, { number, cvc, ...expiryParts });
      onPaid(transactionId);
    } catch (error) {
      setCardError(error instanceof ApiError ? error.message : 'The payment failed. Please try again.');
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Card payment (test mode)">
      <Stack spacing={2}>
        <Alert severity="info">
          <AlertTitle>Test mode: no real card is charged</AlertTitle>
          Only Stripe&apos;s test card numbers are accepted, with any future expiry date and any 3-digit CVC:
          <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
            {testCards.map((card) => (
              <li key={card.number}>
                <Box component="code">{groupCardDigits(card.number)}</Box> {card.effect}
              </li>
            ))}
          </Box>
        </Alert>
        <TextField
          label="Card number"
          required
          autoComplete="cc-number"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          {...register('number')}
          error={!!errors.number}
          helperText={errors.number?.message}
        />
        <Stack direction="row" spacing={2}>
          <TextField
            label="Expiry"
            required
            placeholder="MM / YY"
            autoComplete="cc-exp"
            sx={{ flex: 1 }}
            {...register('expiry')}
            error={!!errors.expiry}
            helperText={errors.expiry?.message ?? 'MM / YY'}
          />
          <TextField
            label="CVC"
            required
            sx={{ flex: 1 }}
            autoComplete="cc-csc"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
            {...register('cvc')}
            error={!!errors.cvc}
            helperText={errors.cvc?.message}
          />
        </Stack>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isSubmitting}
          startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {isSubmitting ? 'Paying…' : 'Pay'}
        </Button>
        <CardError message={cardError} />
      </Stack>
    </Box>
  );
}
