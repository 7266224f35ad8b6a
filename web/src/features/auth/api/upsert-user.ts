// PUT /api/users?email= (SPEC §7): on login the user is upserted; the answer carries the access token.
import { ApiError, apiRequest } from '../../../lib/api-client';

interface UpsertUserAnswer {
  result: { acknowledged: boolean };
  assessToken?: string;
}

/** Returns the API's access token, or null when the API does not serve this call (yet). */
export async function upsertUser(email: string): Promise<string | null> {
  try {
    const answer = await apiRequest<UpsertUserAnswer>('PUT', `/users?email=${encodeURIComponent(email)}`, { email });
    return answer?.assessToken ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
