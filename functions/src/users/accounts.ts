import type { Auth, UserRecord } from 'firebase-admin/auth';
import { notFound } from '../platform/refusal';

/** The Auth account of an email address; unknown -> 404. */
export async function accountByEmail(auth: Auth, email: string): Promise<UserRecord> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') throw notFound('User not found');
    throw error;
  }
}

/** The Auth account behind a verified token; deleted since -> 404. */
export async function accountByUid(auth: Auth, uid: string): Promise<UserRecord> {
  try {
    return await auth.getUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') throw notFound('User not found');
    throw error;
  }
}

export function hasAdminClaim(account: UserRecord): boolean {
  return account.customClaims?.admin === true;
}
