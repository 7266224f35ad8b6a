// The form of a sign-in screen: its fields, the submit button (spinner while pending) and the authentication
// error in red under the button (SPEC §8).
import type { FocusEventHandler, FormEventHandler, ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { SubmitButton } from '../../../components/form/submit-button';

interface AuthFormProps {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** A field or button of the form took the focus: the form's validation starts loading. */
  onFocus?: FocusEventHandler<HTMLFormElement>;
  pending: boolean;
  error: string | null;
  children: ReactNode;
}

export function AuthForm({ label, submitLabel, onSubmit, onFocus, pending, error, children }: AuthFormProps) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} onFocus={onFocus} aria-label={label}>
      <Stack spacing={2}>
        {children}
        <SubmitButton pending={pending} fullWidth>
          {submitLabel}
        </SubmitButton>
      </Stack>
      <Typography role="alert" color="error" variant="body2" sx={{ mt: 1, minHeight: '1.5em' }}>
        {error ?? ''}
      </Typography>
    </Box>
  );
}
