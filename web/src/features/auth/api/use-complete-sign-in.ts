// After any sign-in (password, Google, new account): upsert the user, store the access token, and go back to the
// page the visitor came from (RequireAuth puts it in location.state.from), default / (SPEC §2, §4).
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { User } from 'firebase/auth';
import { storeAccessToken } from '../../../lib/auth/access-token';
import { sessionShows } from '../../../lib/auth/use-session';
import { useToast } from '../../../lib/toast';
import { upsertUser } from './upsert-user';
import { returnPath } from './return-path';

export function useCompleteSignIn(): (user: User) => Promise<void> {
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  return useCallback(
    async (user: User) => {
      const idToken = await user.getIdToken();
      let accessToken: string | null = null;
      try {
        accessToken = user.email ? await upsertUser(user.email) : null;
      } catch (error) {
        // Signed in all the same: the account works, only the user list (admin screens) misses this visit.
        toast.error(
          error instanceof Error ? error.message : 'Your account could not be saved, please sign in again later',
        );
      }
      storeAccessToken(accessToken ?? idToken);
      // Guarded pages read the shared session: wait until it shows the user (bounded, never a hang).
      await Promise.race([sessionShows(user.uid), new Promise((resolve) => setTimeout(resolve, 5000))]);
      navigate(returnPath(location.state), { replace: true });
    },
    [navigate, location.state, toast],
  );
}
