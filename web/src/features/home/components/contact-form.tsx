// The Contact Us form (lazy: it brings react-hook-form and the text fields, which the first paint does not need).
// The old form sent nothing and checked nothing (SPEC §2, §5). We keep what users see, enforce the starred fields
// with the shared contactSchema, and really send the message: POST /api/contact stores it for the shop.
import { useState } from 'react';
import { Alert, Box, Grid } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchema, type ContactInput } from '@toolshop/domain';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { applyServerErrors } from '../../../lib/form-errors';
import { useSendContactMessage } from '../api/send-contact-message';

const FIELDS = ['name', 'email', 'phone', 'message'] as const;

// Every field is starred; name and email share a row from sm up.
const contactFields = [
  { name: 'name', label: 'NAME', size: { xs: 12, sm: 6 }, autoComplete: 'name' },
  { name: 'email', label: 'EMAIL', size: { xs: 12, sm: 6 }, type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'PHONE', size: 12, type: 'tel', autoComplete: 'tel' },
  { name: 'message', label: 'HOW CAN WE HELP?', size: 12, multiline: true, minRows: 4 },
] as const;

export default function ContactForm() {
  const [sent, setSent] = useState<ContactInput | null>(null);
  const { run: send, pending } = useSendContactMessage();
  const { control, handleSubmit, reset, setError } = useForm<ContactInput>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: '', email: '', phone: '', message: '' },
  });

  const submit = async (input: ContactInput) => {
    setSent(null);
    const result = await send(input);
    if (result.ok) {
      setSent(input);
      reset();
    } else applyServerErrors(result.error, setError, FIELDS);
  };

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="contact-title"
      onSubmit={handleSubmit(submit)}
      sx={{ maxWidth: 800, mx: 'auto' }}
    >
      <Grid container spacing={2}>
        {contactFields.map(({ name, size, ...field }) => (
          <Grid key={name} size={size}>
            <FormTextField control={control} name={name} required fullWidth {...field} />
          </Grid>
        ))}
        <Grid size={12} sx={{ textAlign: 'center' }}>
          <SubmitButton pending={pending}>LET&apos;S TALK</SubmitButton>
        </Grid>
      </Grid>
      {sent && (
        <Alert severity="success" role="status" sx={{ mt: 3 }}>
          Thank you, {sent.name}. Your message has been sent: we will answer at {sent.email}.
        </Alert>
      )}
    </Box>
  );
}
