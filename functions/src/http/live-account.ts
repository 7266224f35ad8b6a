// The caller's Auth account as it is now, for the calls that must not act on a token alone: a verified ID token
// stays valid for up to an hour after its account was deleted, disabled or had its sessions revoked.
import type { Auth, DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import { unauthenticated } from '../platform/refusal';

/**
 * Refuses (401) a token whose account no longer exists, is disabled, or had its sessions revoked after the
 * token's sign-in: the checks of `verifyIdToken(token, true)`, in the one look-up that also answers the
 * account's current claims.
 */
export async function liveAccount(auth: Auth, token: DecodedIdToken): Promise<UserRecord> {
  let account: UserRecord;
  try {
    account = await auth.getUser(token.uid);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') throw unauthenticated();
    throw error;
  }
  if (account.disabled) throw unauthenticated();
  // Revocation has whole-second granularity, as in the Admin SDK: a session started in an earlier second is over.
  const validSince = account.tokensValidAfterTime ? new Date(account.tokensValidAfterTime).getTime() : 0;
  if (token.auth_time * 1000 < validSince) throw unauthenticated();
  return account;
}
