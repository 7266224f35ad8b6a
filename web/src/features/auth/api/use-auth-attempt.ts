// The authentication error of a sign-in screen: each attempt clears it, and a failure sets it in the visitor's
// words (and returns it, for a screen that also toasts it).
import { useState, type BaseSyntheticEvent } from 'react';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/network-error';
import { authErrorMessage } from './auth-error-message';

export function useAuthAttempt() {
  const [authError, setAuthError] = useState<string | null>(null);

  const attempt = async (step: () => Promise<void>): Promise<string | null> => {
    setAuthError(null);
    try {
      await step();
      return null;
    } catch (error) {
      const message = authErrorMessage(error);
      setAuthError(message);
      return message;
    }
  };

  /**
   * The form's submit handler, as react-hook-form's handleSubmit made it, whose attempt is `attempt`. Its validation
   * loads at the form's first focus or submit (auth-validation.ts): a load that fails shows as the form's error, and
   * the button is a button again.
   */
  const submitting = (submit: (event?: BaseSyntheticEvent) => Promise<unknown>) => (event?: BaseSyntheticEvent) =>
    void submit(event).catch(() => setAuthError(NETWORK_ERROR_MESSAGE));

  return { authError, setAuthError, attempt, submitting };
}
