// Who gets the admins' notices: every account with the admin claim, and the addresses configured in
// TOOLSHOP_ADMIN_EMAIL. The outbox names the admin accounts by uid (the extension's `toUids`), found through their
// users/{uid} mirrors; the sender looks each one up when it sends and mails only those that still hold the claim
// (live-admins.ts), so rights removed in between also end the notices.
import { collections, type MailDoc } from '@toolshop/domain';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { liveAdmins } from '../users';
import type { MailSettings } from './mail-settings';

/** Recipients of an admins' notice, or undefined when there is nobody to tell. */
export async function adminRecipients(
  db: Firestore,
  settings: MailSettings,
): Promise<Pick<MailDoc, 'to' | 'toUids'> | undefined> {
  const mirrors = await db.collection(collections.users).where('role', '==', 'admin').get();
  const toUids = mirrors.docs.map((doc) => doc.id);
  if (toUids.length === 0 && settings.adminAddresses.length === 0) return undefined;
  return { to: settings.adminAddresses, toUids };
}

/** The addresses of those of `uids` who are admins now. */
export async function liveAdminAddresses(auth: Auth, uids: string[]): Promise<string[]> {
  const admins = await liveAdmins(auth, uids);
  return admins.map((account) => account.email).filter((email): email is string => Boolean(email));
}
