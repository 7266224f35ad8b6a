import type { Auth, UserRecord } from 'firebase-admin/auth';
import { hasAdminClaim } from './accounts';

/** The Auth look-up takes at most this many accounts per call. */
const LOOKUP_BATCH = 100;

/**
 * Of these uids (users/{uid} mirrors that say admin), the accounts that still exist, are enabled and hold the
 * admin claim: a mirror outlives the deletion of its account.
 */
export async function liveAdmins(auth: Auth, uids: string[]): Promise<UserRecord[]> {
  const live: UserRecord[] = [];
  for (let start = 0; start < uids.length; start += LOOKUP_BATCH) {
    const batch = uids.slice(start, start + LOOKUP_BATCH).map((uid) => ({ uid }));
    const { users } = await auth.getUsers(batch);
    live.push(...users.filter((account) => !account.disabled && hasAdminClaim(account)));
  }
  return live;
}

export async function liveAdminUids(auth: Auth, uids: string[]): Promise<string[]> {
  return (await liveAdmins(auth, uids)).map((account) => account.uid);
}
