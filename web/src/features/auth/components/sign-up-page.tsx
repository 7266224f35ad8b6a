// Sign-up (SPEC §2): name, email and password. Sets the display name, sends the verification email, then
// completes like a login (user upsert, access token, back to where the visitor came from) and says that the
// account exists and where the verification email went.
import { useState } from 'react';
import { Box, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { signUpSchema, type SignUpInput } from '@toolshop/domain';
import { useToast } from '../../../lib/toast';
import { signUp } from '../api/sign-up';
import { useCompleteSignIn } from '../api/use-complete-sign-in';
import { authErrorMessage } from '../api/auth-error-message';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { AuthCard, AuthError } from './auth-card';
import { GoogleSignInButton } from './google-sign-in-button';

export default function SignUpPage() {
  const completeSignIn = useCompleteSignIn();
  const toast = useToast();
  const [authError, setAuthError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    setAuthError(null);
    try {
      const { user, verificationSent } = await signUp(input);
      await completeSignIn(user);
      // Said after the move: the visitor lands where they came from, told what happened to the new account.
      toast.info(
        verificationSent
          ? `Your account is created. We sent a verification email to ${input.email}.`
          : 'Your account is created. The verification email could not be sent.',
      );
    } catch (error) {
      setAuthError(authErrorMessage(error));
    }
  });

  return (
    <AuthCard
      title="Sign Up"
      switchTo={{ prompt: 'Already have an account?', label: 'Please Login', to: '/login' }}
      footer={<GoogleSignInButton onError={setAuthError} />}
    >
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Sign Up">
        <Stack spacing={2}>
          <FormTextField control={control} name="name" label="Name" autoComplete="name" fullWidth />
          <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" fullWidth />
          <FormTextField
            control={control}
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            fullWidth
          />
          <SubmitButton pending={isSubmitting} fullWidth>
            Sign Up
          </SubmitButton>
        </Stack>
        <AuthError message={authError} />
      </Box>
    </AuthCard>
  );
}
