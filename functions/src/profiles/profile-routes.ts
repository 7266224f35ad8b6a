import { Router } from 'express';
import { apiMessages, collections, profileRequestSchema, toProfile, type ProfileDoc } from '@toolshop/domain';
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

  // PUT /profileinformation?email= : the caller's own profile only. SPEC §7's client sends its email in the body
  // too: it must be the caller's own, and the account's email is what is stored.
  router.put('/profileinformation', requireUser(deps), async (req, res) => {
    const email = emailQuery(req);
    const caller = callerOf(res);
    const { email: bodyEmail, ...fields } = parseInput(profileRequestSchema, req.body);
    if (!sameEmail(email, caller.email)) throw forbidden();
    if (bodyEmail !== undefined && !sameEmail(bodyEmail, caller.email)) throw forbidden(apiMessages.foreignEmail);
    const doc: ProfileDoc = { ...fields, email: caller.email, updatedAt: deps.now() };
    await profiles.doc(caller.uid).set(doc);
    res.json({ acknowledged: true });
  });

  return router;
}
