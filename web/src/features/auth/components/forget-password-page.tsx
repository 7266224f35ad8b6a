// Forget password (SPEC §2): sends the reset email, then the success toast of SPEC §8.
import { Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordSchema, toastMessages, type ResetPasswordInput } from '@toolshop/domain';
import { FormTextField } from '../../../components/form/form-text-field';
import { useToast } from '../../../lib/toast';
import { sendPasswordReset } from '../api/send-password-reset';
import { useAuthAttempt } from '../api/use-auth-attempt';
import { AuthCard } from './auth-card';
import { AuthForm } from './auth-form';

export default function ForgetPasswordPage() {
  const toast = useToast();
  const { authError, attempt } = useAuthAttempt();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<ResetPasswordInput>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (input) => {
    const failure = await attempt(async () => {
      await sendPasswordReset(input);
      toast.success(toastMessages.passwordResetSent);
    });
    if (failure) toast.error(failure);
  });

  return (
    <AuthCard title="Reset Password" switchTo={{ prompt: 'Remembered it?', label: 'Back to Login', to: '/login' }}>
      <Typography color="text.secondary" align="center" sx={{ mb: 2 }}>
        Enter your email address and we will send you a link to choose a new password.
      </Typography>
      <AuthForm
        label="Reset Password"
        submitLabel="Send reset email"
        onSubmit={onSubmit}
        pending={isSubmitting}
        error={authError}
      >
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" fullWidth />
      </AuthForm>
    </AuthCard>
  );
}
