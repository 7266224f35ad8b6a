// The admin's quote form: a price and quantity per line (a line may be removed, a product added through the
// catalogue's search at its list price and minimum quantity), shipping, the validity date
// (30 days on by default) and a message; Save (PATCH /api/quotes/{id}). The domain's schemas judge every field.
import { useState } from 'react';
import { useForm, useFieldArray, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Box, Button, Stack, Typography } from '@mui/material';
import {
  QUOTE_VALID_DAYS_DEFAULT,
  quoteLineInputSchema,
  quoteMessages as q,
  quoteUpdateSchema,
  type Quote,
} from '@toolshop/domain';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { QuoteMessageField } from './quote-message-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { updateQuote } from '../api/quotes-api';
import { QuoteLinePicker } from './quote-line-picker';

const formSchema = z.object({
  lines: z.array(quoteLineInputSchema).min(1, q.linesRequired),
  shipping: quoteUpdateSchema.shape.shipping,
  validUntil: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, q.validUntilInvalid),
  message: quoteUpdateSchema.shape.message,
});
type Values = z.input<typeof formSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

export function QuoteEditor({ quote, onSaved }: { quote: Quote; onSaved: () => void }) {
  const save = useApiMutation(updateQuote, { success: 'Quote saved' });
  const validUntil = quote.validUntil ?? new Date(Date.now() + QUOTE_VALID_DAYS_DEFAULT * DAY_MS).toISOString();
  const { control, handleSubmit, setError } = useForm<Values>({
    resolver: zodResolver(formSchema) as never,
    defaultValues: {
      lines: quote.lines.map((line) => ({
        productId: line.productId,
        quantity: line.quantity,
        price: line.price ?? line.requestedPrice,
      })),
      shipping: quote.shipping ?? undefined,
      validUntil: validUntil.slice(0, 10),
      message: quote.message ?? '',
    },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const onQuote = new Set(useWatch({ control, name: 'lines' }).map((line) => line.productId));
  // The names of products added here, which the quote's own lines do not know yet.
  const [addedNames, setAddedNames] = useState<Record<string, string>>({});
  const onSubmit = handleSubmit(async (values) => {
    const outcome = await save.run({
      id: quote.id,
      change: {
        lines: values.lines as never,
        ...(values.shipping !== undefined ? { shipping: values.shipping } : {}),
        // The quote holds to the end of its last day.
        validUntil: `${values.validUntil}T23:59:59Z`,
        message: values.message ?? '',
      },
    });
    if (outcome.ok) onSaved();
    else applyServerErrors(outcome.error, setError, ['shipping', 'validUntil', 'message']);
  });
  const nameOf = (productId: string) =>
    quote.lines.find((line) => line.productId === productId)?.productName ?? addedNames[productId];
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-labelledby="editor-title">
      <Typography variant="h6" component="h2" id="editor-title">
        Price this quote
      </Typography>
      {fields.map((field, index) => (
        <Box
          key={field.id}
          role="group"
          aria-label={nameOf(field.productId) ?? field.productId}
          sx={{ borderBottom: 1, borderColor: 'divider', pb: 2 }}
        >
          <Typography sx={{ fontWeight: 500, mb: 1 }}>{nameOf(field.productId) ?? field.productId}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <FormNumberField control={control} name={`lines.${index}.quantity`} label="Quantity" required />
            <FormNumberField
              control={control}
              name={`lines.${index}.price`}
              label="Unit price ($)"
              required
              slotProps={{ htmlInput: { step: 0.01, min: 0 } }}
            />
            <Button color="error" disabled={fields.length === 1} onClick={() => remove(index)}>
              Remove line
            </Button>
          </Stack>
        </Box>
      ))}
      <QuoteLinePicker
        onQuote={onQuote}
        onPick={(product) => {
          setAddedNames((names) => ({ ...names, [product._id]: product.name }));
          append({ productId: product._id, quantity: product.minimum || 1, price: product.price });
        }}
      />
      <FormNumberField
        control={control}
        name="shipping"
        label="Shipping ($, empty: as at checkout)"
        slotProps={{ htmlInput: { step: 0.01, min: 0 } }}
      />
      <FormTextField
        control={control}
        name="validUntil"
        label="Valid until"
        type="date"
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <QuoteMessageField control={control} name="message" label="Message to the customer" />
      <div>
        <SubmitButton pending={save.pending} size="medium">
          Save quote
        </SubmitButton>
      </div>
    </Stack>
  );
}
