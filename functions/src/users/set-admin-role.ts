// Grants or removes admin rights: the `admin: true` custom claim (merged with the account's other claims),
// mirrored in users/{uid}.role, which lists the admins and which firestore.rules requires besides the claim. No
// removal may leave the shop without a live admin account. Removing someone else's rights also revokes their
// refresh tokens: their browser cannot mint a new token and signs in again, and the API refuses their current one
// on writes. An admin removing their own rights (`by`) keeps their session: their browser refreshes its token
// at once (web/src/features/users/api/set-role.ts) and goes on as a customer. Every change is an audit record,
// written in the mirror's transaction: by the admin who made it, or by the admin script run with the project's
// own credentials.
// Used by PUT /user/{email} and by scripts/admin.mjs, so both keep the same rule.
import { apiMessages, collections, type Role, type UserDoc } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { conflict } from '../platform/refusal';
import { appendAudit } from '../audit';
import { accountByEmail, hasAdminClaim } from './accounts';
import { liveAdminUids } from './live-admins';
import { runTransaction } from '../platform/run-transaction';

export type RoleDeps = Pick<Deps, 'db' | 'auth' | 'now'>;

/** Who changes a role: the signed-in admin, or the admin script (which has no account of its own). */
export type RoleChanger = { uid: string; email: string };
export const ADMIN_SCRIPT: RoleChanger = { uid: 'admin-script', email: 'npm run admin' };

export async function setAdminRole(
  deps: RoleDeps,
  email: string,
  admin: boolean,
  by: RoleChanger = ADMIN_SCRIPT,
): Promise<{ email: string; uid: string }> {
  const account = await accountByEmail(deps.auth, email);
  const users = deps.db.collection(collections.users);
  const userRef = users.doc(account.uid);
  const role: Role = admin ? 'admin' : '';

  // The admin count and the mirror change in one transaction: two admins removing each other at the same
  // moment are serialised, and the second one is refused.
  let wasAdmin = false;
  await runTransaction(deps.db, async (tx) => {
    const admins = await tx.get(users.where('role', '==', 'admin'));
    const user = await tx.get(userRef);
    wasAdmin = hasAdminClaim(account) || user.data()?.role === 'admin';
    if (!admin && wasAdmin) {
      const others = admins.docs.map((doc) => doc.id).filter((uid) => uid !== account.uid);
      if ((await liveAdminUids(deps.auth, others)).length === 0) throw conflict(apiMessages.lastAdmin);
    }
    const at = deps.now();
    const mirror: Partial<UserDoc> = { email: account.email ?? email, role, updatedAt: at };
    if (!user.exists) mirror.displayName = account.displayName ?? '';
    tx.set(userRef, mirror, { merge: true });
    appendAudit(tx, deps.db, {
      action: 'user.role',
      actor: by,
      target: { collection: collections.users, id: account.uid },
      before: { role: wasAdmin ? 'admin' : '', email: mirror.email },
      after: { role, email: mirror.email },
      at,
    });
  });

  const { admin: _previous, ...otherClaims } = account.customClaims ?? {};
  await deps.auth.setCustomUserClaims(account.uid, admin ? { ...otherClaims, admin: true } : otherClaims);
  if (!admin && wasAdmin && account.uid !== by.uid) await deps.auth.revokeRefreshTokens(account.uid);
  return { email: account.email ?? email, uid: account.uid };
}
