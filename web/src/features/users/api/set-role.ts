// PUT /api/user/{email} { roll: 'admin' | '' } (admin): grants or removes admin rights. When the signed-in
// admin changes their own role, their ID token is refreshed so the menu and the rules agree at once.
import { toastMessages, type SetRoleInput } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';
import { auth } from '../../../lib/firebase';
import { refreshSession } from '../../../lib/auth/use-session';
import { useApiMutation } from '../../../lib/use-api-mutation';

export interface SetRoleArgs extends SetRoleInput {
  email: string;
}

export async function setRole({ email, roll }: SetRoleArgs): Promise<{ acknowledged: boolean }> {
  const body: SetRoleInput = { roll };
  const answer = await apiRequest<{ acknowledged: boolean }>('PUT', `/user/${encodeURIComponent(email)}`, body);
  if (auth.currentUser?.email?.toLowerCase() === email.toLowerCase()) await refreshSession();
  return answer;
}

export function useSetRole() {
  return useApiMutation(setRole, {
    success: (_answer, { email, roll }) =>
      roll === 'admin' ? toastMessages.adminGranted(email) : toastMessages.adminRemoved(email),
  });
}
