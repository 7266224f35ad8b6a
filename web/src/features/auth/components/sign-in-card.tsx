// The frame of the screens that sign in with a password or with Google (login, sign-up): the card, the form named
// and submitted by the screen's title with the attempt's error under it, and Google's way in at the foot, whose
// failure shows as the same error. The email and password fields both ask for.
import type { FocusEventHandler, FormEventHandler } from 'react';
import type { Control } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { AuthCard, type AuthCardProps } from './auth-card';
import { AuthForm } from './auth-form';
import { GoogleSignInButton } from './google-sign-in-button';

// Each screen's title, and the line under its form that leads to the other.
const screens = {
  login: { title: 'Login', switchTo: { prompt: 'New to Toolshop?', label: 'Create New Account', to: '/signUp' } },
  signUp: { title: 'Sign Up', switchTo: { prompt: 'Already have an account?', label: 'Please Login', to: '/login' } },
} as const;

export function SignInCard({
  screen,
  onSubmit,
  onFocus,
  pending,
  auth,
  children,
}: Pick<AuthCardProps, 'children'> & {
  screen: keyof typeof screens;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onFocus?: FocusEventHandler<HTMLFormElement>;
  pending: boolean;
  /** The screen's attempt (useAuthAttempt): its error, which Google's way in sets too. */
  auth: { authError: string | null; setAuthError: (message: string | null) => void };
}) {
  const { title, switchTo } = screens[screen];
  return (
    <AuthCard title={title} switchTo={switchTo} footer={<GoogleSignInButton onError={auth.setAuthError} />}>
      <AuthForm
        label={title}
        submitLabel={title}
        onSubmit={onSubmit}
        onFocus={onFocus}
        pending={pending}
        error={auth.authError}
      >
        {children}
      </AuthForm>
    </AuthCard>
  );
}

export function EmailPasswordFields<T extends { email: string; password: string }>({
  control,
  passwordAutoComplete,
}: {
  control: Control<T>;
  /** The browser's hint: a saved password to fill, or a new one to suggest. */
  passwordAutoComplete: 'current-password' | 'new-password';
}) {
  // Both forms' values hold these two fields, whatever else they hold.
  const fields = control as unknown as Control<{ email: string; password: string }>;
  return (
    <>
      <FormTextField control={fields} name="email" label="Email" type="email" autoComplete="email" fullWidth />
      <FormTextField
        control={fields}
        name="password"
        label="Password"
        type="password"
        autoComplete={passwordAutoComplete}
        fullWidth
      />
    </>
  );
}
