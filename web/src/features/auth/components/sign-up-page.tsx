// Sign-up (SPEC §2): name, email and password. Sets the display name, sends the verification email, then
// completes like a login (user upsert, access token, back to where the visitor came from) and says that the
// account exists and where the verification email went. A trade account's invitation links here with the invited
// address (?email=), which the form starts with.
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import type { SignUpInput } from '@toolshop/domain';
import { FormTextField } from '../../../components/form/form-text-field';
import { useToast } from '../../../lib/toast';
import { signUp } from '../api/sign-up';
import { useCompleteSignIn } from '../api/use-complete-sign-in';
import { useAuthAttempt } from '../api/use-auth-attempt';
import { signUpValidation } from '../api/auth-validation';
import { EmailPasswordFields, SignInCard } from './sign-in-card';

export default function SignUpPage() {
  const completeSignIn = useCompleteSignIn();
  const toast = useToast();
  const auth = useAuthAttempt();
  const [searchParams] = useSearchParams();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<SignUpInput>({
    resolver: signUpValidation.resolver,
    defaultValues: { name: '', email: searchParams.get('email') ?? '', password: '' },
  });

  const onSubmit = auth.submitting(
    handleSubmit((input) =>
      auth.attempt(async () => {
        const { user, verificationSent } = await signUp(input);
        await completeSignIn(user);
        // Said after the move: the visitor lands where they came from, told what happened to the new account.
        toast.info(
          verificationSent
            ? `Your account is created. We sent a verification email to ${input.email}.`
            : 'Your account is created. The verification email could not be sent.',
        );
      }),
    ),
  );

  return (
    <SignInCard
      screen="signUp"
      onSubmit={onSubmit}
      onFocus={signUpValidation.preload}
      pending={isSubmitting}
      auth={auth}
    >
      <FormTextField control={control} name="name" label="Name" autoComplete="name" fullWidth />
      <EmailPasswordFields control={control} passwordAutoComplete="new-password" />
    </SignInCard>
  );
}
