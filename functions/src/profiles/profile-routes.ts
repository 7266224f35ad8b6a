import { Router } from 'express';
import {
  apiMessages,
  collections,
  emailField,
  profileRequestSchema,
  sameProfile,
  toProfile,
  type ProfileDoc,
} from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { assertOwnEmailOrAdmin, requireUser, sameEmail } from '../http/auth';
import { emailInput } from '../http/email-query';
import { forbidden } from '../platform/refusal';
import { parseInput } from '../platform/parse-input';
import { accountByEmail } from '../users';
import { runTransaction } from '../platform/run-transaction';

const emptyProfile = (email: string): ProfileDoc => ({ email, education: '', location: '', number: '', linkedin: '' });

export function profileRoutes(deps: Deps): Router {
  const router = Router();
  const profiles = deps.db.collection(collections.profiles);

  // GET /profileinformation?email= : the caller's own profile (an admin may read anyone's); empty until saved.
  router.get('/profileinformation', requireUser(deps), async (req, res) => {
    const { caller, email } = emailInput(req, res);
    assertOwnEmailOrAdmin(caller, email);
    const uid = sameEmail(email, caller.email) ? caller.uid : (await accountByEmail(deps.auth, email)).uid;
    const doc = await profiles.doc(uid).get();
    res.json(toProfile(doc.exists ? (doc.data() as ProfileDoc) : emptyProfile(email)));
  });

  // PUT /profileinformation?email= : the caller's own profile only. SPEC §7's client sends its email in the body
  // too: it must be the caller's own (checked first, so a stranger's profile is refused whatever its fields), and the
  // account's email is what is stored. Bad fields are a 400 with nothing written; an unchanged profile writes
  // nothing and answers modifiedCount 0.
  router.put('/profileinformation', requireUser(deps), async (req, res) => {
    const { caller, email } = emailInput(req, res);
    if (!sameEmail(email, caller.email)) throw forbidden();
    const claimed = emailField.safeParse((req.body as { email?: unknown } | undefined)?.email);
    if (claimed.success && !sameEmail(claimed.data, caller.email)) throw forbidden(apiMessages.foreignEmail);
    const { email: _bodyEmail, ...fields } = parseInput(profileRequestSchema, req.body);
    const ref = profiles.doc(caller.uid);
    const modified = await runTransaction(deps.db, async (tx) => {
      const stored = await tx.get(ref);
      const current = stored.exists ? (stored.data() as ProfileDoc) : emptyProfile(caller.email);
      if (sameProfile(current, fields) && current.email === caller.email) return false;
      const doc: ProfileDoc = { ...fields, email: caller.email, updatedAt: deps.now() };
      tx.set(ref, doc);
      return true;
    });
    res.json({ acknowledged: true, modifiedCount: modified ? 1 : 0 });
  });

  return router;
}
