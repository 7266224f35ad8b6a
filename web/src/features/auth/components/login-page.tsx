// Login (SPEC §2): email and password, Forget password, sign-up link, Continue with google. After login the user
// returns to the page they were sent from, default /. The authentication error shows in red under the button.
import { useState } from 'react';
import { Box, Link, Stack } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginInput } from '@toolshop/domain';
import { signInWithEmail } from '../api/sign-in-with-email';
import { useCompleteSignIn } from '../api/use-complete-sign-in';
import { authErrorMessage } from '../api/auth-error-message';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { AuthCard, AuthError } from './auth-card';
import { GoogleSignInButton } from './google-sign-in-button';

export default function LoginPage() {
  const location = useLocation();
  const completeSignIn = useCompleteSignIn();
  const [authError, setAuthError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (input) => {
    setAuthError(null);
    try {
      await completeSignIn(await signInWithEmail(input));
    } catch (error) {
      setAuthError(authErrorMessage(error));
    }
  });

  return (
    <AuthCard
      title="Login"
      switchTo={{ prompt: 'New to Toolshop?', label: 'Create New Account', to: '/signUp' }}
      footer={<GoogleSignInButton onError={setAuthError} />}
    >
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Login">
        <Stack spacing={2}>
          <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" fullWidth />
          <FormTextField
            control={control}
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            fullWidth
          />
          <Link
            component={RouterLink}
            to="/forgetPassword"
            state={location.state}
            variant="body2"
            sx={{ alignSelf: 'flex-start' }}
          >
            Forget password?
          </Link>
          <SubmitButton pending={isSubmitting} fullWidth>
            Login
          </SubmitButton>
        </Stack>
        <AuthError message={authError} />
      </Box>
    </AuthCard>
  );
}
