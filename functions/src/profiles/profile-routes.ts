import { Router } from 'express';
import { collections, profileSchema, toProfile, type ProfileDoc } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { assertOwnEmailOrAdmin, callerOf, requireUser, sameEmail } from '../http/auth';
import { emailQuery } from '../http/email-query';
import { forbidden } from '../http/http-error';
import { parseInput } from '../http/validate';
import { accountByEmail } from '../users/accounts';

const emptyProfile = (email: string): ProfileDoc => ({ email, education: '', location: '', number: '', linkedin: '' });

export function profileRoutes(deps: Deps): Router {
  const router = Router();
  const profiles = deps.db.collection(collections.profiles);

  // GET /profileinformation?email= : the caller's own profile (an admin may read anyone's); empty until saved.
  router.get('/profileinformation', requireUser(deps), async (req, res) => {
    const email = emailQuery(req);
    const caller = callerOf(res);
    assertOwnEmailOrAdmin(caller, email);
    const uid = sameEmail(email, caller.email) ? caller.uid : (await accountByEmail(deps.auth, email)).uid;
    const doc = await profiles.doc(uid).get();
    res.json(toProfile(doc.exists ? (doc.data() as ProfileDoc) : emptyProfile(email)));
  });

  // PUT /profileinformation?email= : the caller's own profile only; the email comes from the account.
  router.put('/profileinformation', requireUser(deps), async (req, res) => {
    const email = emailQuery(req);
    const caller = callerOf(res);
    const input = parseInput(profileSchema, req.body);
    if (!sameEmail(email, caller.email)) throw forbidden();
    const doc: ProfileDoc = { ...input, email: caller.email, updatedAt: deps.now() };
    await profiles.doc(caller.uid).set(doc);
    res.json({ acknowledged: true });
  });

  return router;
}
