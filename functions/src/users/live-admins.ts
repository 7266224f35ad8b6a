import type { Auth } from 'firebase-admin/auth';
import { hasAdminClaim } from './accounts';

/** The Auth look-up takes at most this many accounts per call. */
const LOOKUP_BATCH = 100;

/**
 * Of these uids (users/{uid} mirrors that say admin), the ones whose Auth account still exists, is enabled and
 * holds the admin claim: a mirror outlives the deletion of its account.
 */
export async function liveAdminUids(auth: Auth, uids: string[]): Promise<string[]> {
  const live: string[] = [];
  for (let start = 0; start < uids.length; start += LOOKUP_BATCH) {
    const batch = uids.slice(start, start + LOOKUP_BATCH).map((uid) => ({ uid }));
    const { users } = await auth.getUsers(batch);
    live.push(...users.filter((account) => !account.disabled && hasAdminClaim(account)).map((account) => account.uid));
  }
  return live;
}
