// Logout as the header and the footer offer it (SPEC §2): signs out, forgets the stored access token, goes home;
// a failure is told in a toast.
import { useNavigate } from 'react-router-dom';
import { useToast } from '../toast';
import { signOutEverywhere } from './sign-out';

export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const toast = useToast();
  return async () => {
    try {
      await signOutEverywhere();
      navigate('/');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Logout failed, please try again');
    }
  };
}
