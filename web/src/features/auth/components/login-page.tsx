// Login (SPEC §2): email and password, Forget password, sign-up link, Continue with google. After login the user
// returns to the page they were sent from, default /. The authentication error shows in red under the button.
import { useState } from 'react';
import { Box, Button, Divider, Link, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginInput } from '@toolshop/domain';
import { signInWithEmail } from '../api/sign-in-with-email';
import { useCompleteSignIn } from '../api/use-complete-sign-in';
import { authErrorMessage } from '../api/auth-error-message';
import { AuthCard, AuthError } from './auth-card';
import { GoogleSignInButton } from './google-sign-in-button';

export default function LoginPage() {
  const location = useLocation();
  const completeSignIn = useCompleteSignIn();
  const [authError, setAuthError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
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
    <AuthCard title="Login">
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Login">
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
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            fullWidth
            {...register('password')}
            error={Boolean(errors.password)}
            helperText={errors.password?.message}
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
          <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting}>
            Login
          </Button>
        </Stack>
        <AuthError message={authError} />
      </Box>
      <Typography variant="body2" align="center" sx={{ mt: 1 }}>
        New to Toolshop?{' '}
        <Link component={RouterLink} to="/signUp" state={location.state}>
          Create New Account
        </Link>
      </Typography>
      <Divider sx={{ my: 2 }}>OR</Divider>
      <GoogleSignInButton onError={setAuthError} />
    </AuthCard>
  );
}
