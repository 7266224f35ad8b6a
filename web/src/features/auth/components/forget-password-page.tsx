// Forget password (SPEC §2): sends the reset email, then the success toast of SPEC §8.
import { useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordSchema, toastMessages, type ResetPasswordInput } from '@toolshop/domain';
import { useToast } from '../../../lib/toast';
import { sendPasswordReset } from '../api/send-password-reset';
import { authErrorMessage } from '../api/auth-error-message';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { AuthCard, AuthError } from './auth-card';

export default function ForgetPasswordPage() {
  const toast = useToast();
  const [authError, setAuthError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<ResetPasswordInput>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (input) => {
    setAuthError(null);
    try {
      await sendPasswordReset(input);
      toast.success(toastMessages.passwordResetSent);
    } catch (error) {
      const message = authErrorMessage(error);
      setAuthError(message);
      toast.error(message);
    }
  });

  return (
    <AuthCard title="Reset Password" switchTo={{ prompt: 'Remembered it?', label: 'Back to Login', to: '/login' }}>
      <Typography color="text.secondary" align="center" sx={{ mb: 2 }}>
        Enter your email address and we will send you a link to choose a new password.
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Reset Password">
        <Stack spacing={2}>
          <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" fullWidth />
          <SubmitButton pending={isSubmitting} fullWidth>
            Send reset email
          </SubmitButton>
        </Stack>
        <AuthError message={authError} />
      </Box>
    </AuthCard>
  );
}
