// Login (SPEC §2): email and password, Forget password, sign-up link, Continue with google. After login the user
// returns to the page they were sent from, default /. The authentication error shows in red under the button.
import { Link } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginInput } from '@toolshop/domain';
import { FormTextField } from '../../../components/form/form-text-field';
import { signInWithEmail } from '../api/sign-in-with-email';
import { useCompleteSignIn } from '../api/use-complete-sign-in';
import { useAuthAttempt } from '../api/use-auth-attempt';
import { AuthCard } from './auth-card';
import { AuthForm } from './auth-form';
import { GoogleSignInButton } from './google-sign-in-button';

export default function LoginPage() {
  const location = useLocation();
  const completeSignIn = useCompleteSignIn();
  const { authError, setAuthError, attempt } = useAuthAttempt();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((input) => attempt(async () => completeSignIn(await signInWithEmail(input))));

  return (
    <AuthCard
      title="Login"
      switchTo={{ prompt: 'New to Toolshop?', label: 'Create New Account', to: '/signUp' }}
      footer={<GoogleSignInButton onError={setAuthError} />}
    >
      <AuthForm label="Login" submitLabel="Login" onSubmit={onSubmit} pending={isSubmitting} error={authError}>
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
      </AuthForm>
    </AuthCard>
  );
}
