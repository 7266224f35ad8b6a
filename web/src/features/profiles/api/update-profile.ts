// PUT /api/profileinformation?email=: name and email come from the account, the body has the four fields.
import { toastMessages, type ProfileInput } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

export function updateProfile({
  email,
  profile,
}: {
  email: string;
  profile: ProfileInput;
}): Promise<{ acknowledged: boolean }> {
  return apiRequest('PUT', `/profileinformation?email=${encodeURIComponent(email)}`, profile);
}

export function useUpdateProfile() {
  return useApiMutation(updateProfile, { success: toastMessages.profileUpdated });
}
