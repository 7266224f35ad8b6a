// The Contact Us form (lazy: it brings react-hook-form and the text fields, which the first paint does not need).
// The old form sent nothing and checked nothing (SPEC §2, §5). We keep what users see, enforce the
// starred fields with the shared contactSchema, and say plainly that nothing is sent online yet: a valid message
// opens in the visitor's own email app, addressed to us, so it is never silently dropped.
import { useState } from 'react';
import { Alert, Box, Button, Grid, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchema, type ContactInput } from '@toolshop/domain';

export const CONTACT_EMAIL = 'sales@toolshop.test';

function mailtoFor(input: ContactInput): string {
  const subject = `Question from ${input.name}`;
  const body = `${input.message}\n\n${input.name}\n${input.email}\n${input.phone}`;
  return `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export default function ContactForm() {
  const [ready, setReady] = useState<ContactInput | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ContactInput>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: '', email: '', phone: '', message: '' },
  });

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="contact-title"
      onSubmit={handleSubmit((input) => setReady(input))}
      sx={{ maxWidth: 800, mx: 'auto' }}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="NAME"
            required
            fullWidth
            autoComplete="name"
            {...register('name')}
            error={Boolean(errors.name)}
            helperText={errors.name?.message}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="EMAIL"
            type="email"
            required
            fullWidth
            autoComplete="email"
            {...register('email')}
            error={Boolean(errors.email)}
            helperText={errors.email?.message}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            label="PHONE"
            type="tel"
            required
            fullWidth
            autoComplete="tel"
            {...register('phone')}
            error={Boolean(errors.phone)}
            helperText={errors.phone?.message}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            label="HOW CAN WE HELP?"
            required
            fullWidth
            multiline
            minRows={4}
            {...register('message')}
            error={Boolean(errors.message)}
            helperText={errors.message?.message}
          />
        </Grid>
        <Grid size={12} sx={{ textAlign: 'center' }}>
          <Button type="submit" variant="contained" size="large">
            LET&apos;S TALK
          </Button>
        </Grid>
      </Grid>
      {ready && (
        <Alert
          severity="info"
          role="status"
          sx={{ mt: 3 }}
          action={
            <Button color="inherit" size="small" href={mailtoFor(ready)}>
              Email it
            </Button>
          }
        >
          Thank you, {ready.name}. Messages cannot be sent from this page yet, so nothing has been sent. Email it to{' '}
          {CONTACT_EMAIL} with one click: your message is filled in.
        </Alert>
      )}
    </Box>
  );
}
