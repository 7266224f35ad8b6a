// The authentication error of a sign-in screen: each attempt clears it, and a failure sets it in the visitor's
// words (and returns it, for a screen that also toasts it).
import { useState } from 'react';
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

  return { authError, setAuthError, attempt };
}
