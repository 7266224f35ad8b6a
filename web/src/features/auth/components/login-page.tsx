// Login (SPEC §2): email and password, Forget password, sign-up link, Continue with google. After login the user
// returns to the page they were sent from, default /. The authentication error shows in red under the button.
import { Link } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import type { LoginInput } from '@toolshop/domain';
import { signInWithEmail } from '../api/sign-in-with-email';
import { useCompleteSignIn } from '../api/use-complete-sign-in';
import { useAuthAttempt } from '../api/use-auth-attempt';
import { loginValidation } from '../api/auth-validation';
import { EmailPasswordFields, SignInCard } from './sign-in-card';

export default function LoginPage() {
  const location = useLocation();
  const completeSignIn = useCompleteSignIn();
  const auth = useAuthAttempt();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<LoginInput>({ resolver: loginValidation.resolver, defaultValues: { email: '', password: '' } });

  const onSubmit = auth.submitting(
    handleSubmit((input) => auth.attempt(async () => completeSignIn(await signInWithEmail(input)))),
  );

  return (
    <SignInCard screen="login" onSubmit={onSubmit} onFocus={loginValidation.preload} pending={isSubmitting} auth={auth}>
      <EmailPasswordFields control={control} passwordAutoComplete="current-password" />
      <Link
        component={RouterLink}
        to="/forgetPassword"
        state={location.state}
        variant="body2"
        sx={{ alignSelf: 'flex-start' }}
      >
        Forget password?
      </Link>
    </SignInCard>
  );
}
