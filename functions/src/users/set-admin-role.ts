// Grants or removes admin rights: the `admin: true` custom claim (merged with the account's other claims),
// mirrored in users/{uid}.role for listing. No removal may leave the shop without an admin. Used by
// PUT /user/{email} and by scripts/admin.mjs, so both keep the same rule.
import { apiMessages, collections, type Role, type UserDoc } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { conflict } from '../http/http-error';
import { accountByEmail, hasAdminClaim } from './accounts';

export type RoleDeps = Pick<Deps, 'db' | 'auth' | 'now'>;

export async function setAdminRole(deps: RoleDeps, email: string, admin: boolean): Promise<{ email: string; uid: string }> {
  const account = await accountByEmail(deps.auth, email);
  const users = deps.db.collection(collections.users);
  const userRef = users.doc(account.uid);
  const role: Role = admin ? 'admin' : '';

  // The admin count and the mirror change in one transaction: two admins removing each other at the same
  // moment are serialised, and the second one is refused.
  await deps.db.runTransaction(async (tx) => {
    const admins = await tx.get(users.where('role', '==', 'admin'));
    const user = await tx.get(userRef);
    const isAdminNow = hasAdminClaim(account) || user.data()?.role === 'admin';
    if (!admin && isAdminNow && admins.docs.every((doc) => doc.id === account.uid)) throw conflict(apiMessages.lastAdmin);
    const mirror: Partial<UserDoc> = { email: account.email ?? email, role, updatedAt: deps.now() };
    if (!user.exists) mirror.displayName = account.displayName ?? '';
    tx.set(userRef, mirror, { merge: true });
  });

  const { admin: _previous, ...otherClaims } = account.customClaims ?? {};
  await deps.auth.setCustomUserClaims(account.uid, admin ? { ...otherClaims, admin: true } : otherClaims);
  return { email: account.email ?? email, uid: account.uid };
}
