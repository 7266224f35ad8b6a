import type { Auth, UserRecord } from 'firebase-admin/auth';
import { notFound } from '../platform/refusal';

/** The account Auth answers; no such user -> 404. */
async function existingAccount(lookup: Promise<UserRecord>): Promise<UserRecord> {
  try {
    return await lookup;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') throw notFound('User not found');
    throw error;
  }
}

/** The Auth account of an email address; unknown -> 404. */
export const accountByEmail = (auth: Auth, email: string): Promise<UserRecord> =>
  existingAccount(auth.getUserByEmail(email));

/** The Auth account behind a verified token; deleted since -> 404. */
export const accountByUid = (auth: Auth, uid: string): Promise<UserRecord> => existingAccount(auth.getUser(uid));

export function hasAdminClaim(account: UserRecord): boolean {
  return account.customClaims?.admin === true;
}
