import { Router } from 'express';
import {
  collections,
  setRoleSchema,
  toUser,
  upsertUserSchema,
  userPageQuerySchema,
  type User,
  type UserDoc,
  type UserPage,
} from '@toolshop/domain';
import type { UserRecord } from 'firebase-admin/auth';
import type { Deps } from '../platform/deps';
import { assertOwnEmailOrAdmin, bearerToken, callerOf, requireAdmin, requireUser, sameEmail } from '../http/auth';
import { emailInput, parseEmail } from '../http/email-query';
import { forbidden } from '../platform/refusal';
import { parseInput } from '../platform/parse-input';
import { accountByEmail, accountByUid, hasAdminClaim } from './accounts';
import { setAdminRole } from './set-admin-role';
import { adminItems } from '../platform/firestore-page';
import { userSearchQuery } from './user-search';

/** SPEC §7 user with the admin flag of GET /users?email=. The account's claim is the truth for both. */
function userWithAdminFlag(account: UserRecord, doc: UserDoc | undefined): User & { admin: boolean } {
  const admin = hasAdminClaim(account);
  const mirror: UserDoc = {
    email: account.email ?? doc?.email ?? '',
    displayName: doc?.displayName || account.displayName || '',
    role: admin ? 'admin' : '',
  };
  return { ...toUser(account.uid, mirror), admin };
}

export function userRoutes(deps: Deps): Router {
  const router = Router();
  const users = deps.db.collection(collections.users);

  // PUT /users?email= : on login the caller upserts their own user document (role mirrored from the claim).
  router.put('/users', requireUser(deps), async (req, res) => {
    const { caller, email } = emailInput(req, res);
    const input = parseInput(upsertUserSchema, req.body);
    if (!sameEmail(email, caller.email) || !sameEmail(input.email, caller.email)) throw forbidden();
    const account = await accountByUid(deps.auth, caller.uid);
    const existing = await users.doc(caller.uid).get();
    const doc: UserDoc = {
      email: caller.email,
      displayName: account.displayName || caller.name || (existing.data() as UserDoc | undefined)?.displayName || '',
      role: hasAdminClaim(account) ? 'admin' : '',
      updatedAt: deps.now(),
    };
    await users.doc(caller.uid).set(doc, { merge: true });
    // The old backend issued its own access token here; the Firebase ID token now plays that part.
    res.json({ result: { acknowledged: true }, assessToken: bearerToken(req.headers.authorization) });
  });

  // GET /users?email= : the caller's own user (or any user, for an admin) with the admin flag.
  router.get('/users', requireUser(deps), async (req, res) => {
    const { caller, email } = emailInput(req, res);
    assertOwnEmailOrAdmin(caller, email);
    const account = await accountByEmail(deps.auth, email);
    const doc = await users.doc(account.uid).get();
    res.json(userWithAdminFlag(account, doc.data() as UserDoc | undefined));
  });

  // GET /user (admin): every user in the spec's shape (email, roll).
  router.get('/user', requireAdmin(deps), async (_req, res) => {
    const snapshot = await users.orderBy('email').get();
    res.json(snapshot.docs.map((doc) => toUser(doc.id, doc.data() as UserDoc)));
  });

  // GET /users/search?q=&cursor= (admin): { users, nextCursor }, 25 a page, by email; `q` is the start of an email.
  router.get('/users/search', requireAdmin(deps), async (req, res) => {
    const { q, cursor } = parseInput(userPageQuerySchema, req.query);
    const page = await adminItems<UserDoc, User>(users, userSearchQuery(users, q), cursor, toUser);
    const answer: UserPage = { users: page.items, nextCursor: page.nextCursor };
    res.json(answer);
  });

  // PUT /user/{email} (admin): { roll: 'admin' | '' } grants or removes admin rights.
  router.put('/user/:email', requireAdmin(deps), async (req, res) => {
    const email = parseEmail(req.params.email);
    const { roll } = parseInput(setRoleSchema, req.body);
    await setAdminRole(deps, email, roll === 'admin', callerOf(res));
    res.json({ acknowledged: true, modifiedCount: 1 });
  });

  return router;
}
