// The cart's "Request a quote": a dialog with a note, then POST /api/quotes with the cart's lines. The cart stays
// as it is; the new quote opens in My quotes.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { QUOTE_NOTE_MAX_LENGTH, quoteRequestSchema, type CartLine } from '@toolshop/domain';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { requestQuote } from '../api/quotes-api';
import { myQuotePath } from '../quote-paths';

const noteSchema = quoteRequestSchema.pick({ note: true });

export function RequestQuoteButton({ lines }: { lines: readonly CartLine[] }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const request = useApiMutation(requestQuote, { success: (answer) => `Quote ${answer.number} requested` });
  const { control, handleSubmit } = useForm<{ note: string }>({
    resolver: zodResolver(noteSchema) as never,
    defaultValues: { note: '' },
  });
  const onSubmit = handleSubmit(async ({ note }) => {
    const outcome = await request.run({
      lines: lines.map(({ productId, quantity }) => ({ productId, quantity })),
      note,
    });
    if (outcome.ok) navigate(myQuotePath(outcome.data.id));
  });
  return (
    <>
      <Button variant="outlined" size="large" onClick={() => setOpen(true)}>
        Request a quote
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="quote-dialog-title">
        <form noValidate onSubmit={onSubmit}>
          <DialogTitle id="quote-dialog-title">Request a quote</DialogTitle>
          <DialogContent>
            <Typography sx={{ mb: 2 }}>
              We price the {lines.length} {lines.length === 1 ? 'line' : 'lines'} of your cart and answer by email. Your
              cart stays as it is.
            </Typography>
            <FormTextField
              control={control}
              name="note"
              label="Note (optional)"
              multiline
              minRows={3}
              fullWidth
              characterLimit={QUOTE_NOTE_MAX_LENGTH}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <SubmitButton pending={request.pending} size="medium">
              Send request
            </SubmitButton>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
