// Forget password (SPEC §2): sends the reset email, then the success toast of SPEC §8.
import { useState } from 'react';
import { Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordSchema, toastMessages, type ResetPasswordInput } from '@toolshop/domain';
import { useToast } from '../../../lib/toast';
import { sendPasswordReset } from '../api/send-password-reset';
import { authErrorMessage } from '../api/auth-error-message';
import { AuthCard, AuthError } from './auth-card';

export default function ForgetPasswordPage() {
  const location = useLocation();
  const toast = useToast();
  const [authError, setAuthError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
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
    <AuthCard title="Reset Password">
      <Typography color="text.secondary" align="center" sx={{ mb: 2 }}>
        Enter your email address and we will send you a link to choose a new password.
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Reset Password">
        <Stack spacing={2}>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            fullWidth
            {...register('email')}
            error={Boolean(errors.email)}
            helperText={errors.email?.message}
          />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting}>
            Send reset email
          </Button>
        </Stack>
        <AuthError message={authError} />
      </Box>
      <Typography variant="body2" align="center" sx={{ mt: 1 }}>
        Remembered it?{' '}
        <Link component={RouterLink} to="/login" state={location.state}>
          Back to Login
        </Link>
      </Typography>
    </AuthCard>
  );
}
