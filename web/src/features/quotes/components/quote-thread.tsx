// The quote's thread: every message, who wrote it and when, and a form to write the next (emailed to the other
// side by the server).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { quoteMessageSchema, type Quote } from '@toolshop/domain';
import { SubmitButton } from '../../../components/form/submit-button';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { postQuoteMessage } from '../api/quotes-api';
import { QuoteMessageField } from './quote-message-field';

export function QuoteThread({ quote, onChange }: { quote: Quote; onChange: () => void }) {
  const post = useApiMutation(postQuoteMessage, { success: 'Message sent' });
  const { control, handleSubmit, reset } = useForm<{ text: string }>({
    resolver: zodResolver(quoteMessageSchema) as never,
    defaultValues: { text: '' },
  });
  const onSubmit = handleSubmit(async ({ text }) => {
    const outcome = await post.run({ id: quote.id, text });
    if (outcome.ok) {
      reset({ text: '' });
      onChange();
    }
  });
  return (
    <Stack spacing={2} component="section" aria-labelledby="thread-title">
      <Typography variant="h6" component="h2" id="thread-title">
        Messages
      </Typography>
      {quote.thread.length === 0 && <Typography color="text.secondary">No messages yet.</Typography>}
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {quote.thread.map((entry, index) => (
          <Paper key={index} component="li" variant="outlined" sx={{ p: 1.5, mb: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {entry.from === 'shop' ? 'Shop' : entry.author || 'Customer'} · {entry.at?.slice(0, 16).replace('T', ' ')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{entry.text}</Typography>
          </Paper>
        ))}
      </Box>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={1}>
        <QuoteMessageField control={control} name="text" label="Your message" fullWidth />
        <Box>
          <SubmitButton pending={post.pending} size="medium">
            Send message
          </SubmitButton>
        </Box>
      </Stack>
    </Stack>
  );
}
