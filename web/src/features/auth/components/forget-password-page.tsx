// Forget password (SPEC §2): sends the reset email, then the success toast of SPEC §8 and the same neutral note
// whether or not the address has an account (no answer tells which addresses have accounts).
import { Alert, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toastMessages, type ResetPasswordInput } from '@toolshop/domain';
import { FormTextField } from '../../../components/form/form-text-field';
import { useToast } from '../../../lib/toast';
import { sendPasswordReset } from '../api/send-password-reset';
import { useAuthAttempt } from '../api/use-auth-attempt';
import { resetPasswordValidation } from '../api/auth-validation';
import { AuthCard } from './auth-card';
import { AuthForm } from './auth-form';

const resetLinkSentNote = 'If an account exists for this address, we sent a link to choose a new password.';

export default function ForgetPasswordPage() {
  const toast = useToast();
  const { authError, attempt, submitting } = useAuthAttempt();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<ResetPasswordInput>({
    resolver: resetPasswordValidation.resolver,
    defaultValues: { email: '' },
  });

  const onSubmit = submitting(
    handleSubmit(async (input) => {
      setSentTo(null);
      const failure = await attempt(async () => {
        await sendPasswordReset(input);
        setSentTo(input.email);
        toast.success(toastMessages.passwordResetSent);
      });
      if (failure) toast.error(failure);
    }),
  );

  return (
    <AuthCard title="Reset Password" switchTo={{ prompt: 'Remembered it?', label: 'Back to Login', to: '/login' }}>
      <Typography color="text.secondary" align="center" sx={{ mb: 2 }}>
        Enter your email address and we will send you a link to choose a new password.
      </Typography>
      <AuthForm
        label="Reset Password"
        submitLabel="Send reset email"
        onSubmit={onSubmit}
        onFocus={resetPasswordValidation.preload}
        pending={isSubmitting}
        error={authError}
      >
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" fullWidth />
      </AuthForm>
      {sentTo && (
        <Alert severity="info" role="status" sx={{ mt: 2 }}>
          {resetLinkSentNote}
        </Alert>
      )}
    </AuthCard>
  );
}
