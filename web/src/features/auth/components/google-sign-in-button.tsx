// The other way in, under a sign-in form: OR, then 'Continue with google' (Google popup sign-in, then the same
// completion as every sign-in).
import { memo, useState } from 'react';
import { Button, Divider } from '@mui/material';
import GoogleIcon from '@mui/icons-material/Google';
import { signInWithGoogle } from '../api/sign-in-with-google';
import { useCompleteSignIn } from '../api/use-complete-sign-in';
import { authErrorMessage } from '../api/auth-error-message';
import { useHydrated } from '../../../lib/use-hydrated';

// Memoised, as the form's fields are: the sign-in page renders again inside the commit that mounts its form.
export const GoogleSignInButton = memo(function GoogleSignInButton({
  onError,
}: {
  onError: (message: string | null) => void;
}) {
  const [pending, setPending] = useState(false);
  const completeSignIn = useCompleteSignIn();
  // On the prerendered login page a press before the script has run would do nothing: it waits for the script.
  const hydrated = useHydrated();

  const continueWithGoogle = async () => {
    onError(null);
    setPending(true);
    try {
      const user = await signInWithGoogle();
      await completeSignIn(user);
    } catch (error) {
      onError(authErrorMessage(error));
      setPending(false);
    }
  };

  return (
    <>
      <Divider sx={{ my: 2 }}>OR</Divider>
      <Button
        variant="outlined"
        fullWidth
        size="large"
        startIcon={<GoogleIcon aria-hidden />}
        onClick={continueWithGoogle}
        disabled={pending || !hydrated}
      >
        Continue with google
      </Button>
    </>
  );
});
