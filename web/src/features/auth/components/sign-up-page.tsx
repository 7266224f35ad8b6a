// Sign-up (SPEC §2): name, email and password. Sets the display name, sends the verification email, then
// completes like a login (user upsert, access token, back to where the visitor came from) and says that the
// account exists and where the verification email went.
import { useState } from 'react';
import { Box, Button, Divider, Link, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { signUpSchema, type SignUpInput } from '@toolshop/domain';
import { useToast } from '../../../lib/toast';
import { signUp } from '../api/sign-up';
import { useCompleteSignIn } from '../api/use-complete-sign-in';
import { authErrorMessage } from '../api/auth-error-message';
import { AuthCard, AuthError } from './auth-card';
import { GoogleSignInButton } from './google-sign-in-button';

export default function SignUpPage() {
  const location = useLocation();
  const completeSignIn = useCompleteSignIn();
  const toast = useToast();
  const [authError, setAuthError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
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
    <AuthCard title="Sign Up">
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Sign Up">
        <Stack spacing={2}>
          <TextField
            label="Name"
            autoComplete="name"
            fullWidth
            {...register('name')}
            error={Boolean(errors.name)}
            helperText={errors.name?.message}
          />
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
            autoComplete="new-password"
            fullWidth
            {...register('password')}
            error={Boolean(errors.password)}
            helperText={errors.password?.message}
          />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting}>
            Sign Up
          </Button>
        </Stack>
        <AuthError message={authError} />
      </Box>
      <Typography variant="body2" align="center" sx={{ mt: 1 }}>
        Already have an account?{' '}
        <Link component={RouterLink} to="/login" state={location.state}>
          Please Login
        </Link>
      </Typography>
      <Divider sx={{ my: 2 }}>OR</Divider>
      <GoogleSignInButton onError={setAuthError} />
    </AuthCard>
  );
}
