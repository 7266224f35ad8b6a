// POST /review: the picture must be an image this shop's upload call issued (never an outside address, which could
// track visitors or change after moderation), and each stored review uses one unit of its author's review quota
// in the same transaction that stores it: a refused review uses none, and past the quota nothing is stored.
import { apiMessages, collections, type ReviewDoc, type ReviewInput } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../http/caller';
import { HttpError } from '../http/http-error';
import { rateLimitRef, takeQuota } from '../http/rate-limit';
import { rateLimitPolicy } from '../http/rate-limit-config';
import { runTransaction } from '../platform/run-transaction';

export async function postReview(
  deps: Pick<Deps, 'db' | 'now' | 'imageStore'>,
  caller: Caller,
  input: ReviewInput,
): Promise<string> {
  if (!(await deps.imageStore.issued(input.picture))) {
    throw new HttpError(400, apiMessages.reviewPictureNotIssued, { picture: apiMessages.reviewPictureNotIssued });
  }
  const ref = deps.db.collection(collections.reviews).doc();
  const quota = rateLimitRef(deps.db, 'review', caller.uid);
  const policy = rateLimitPolicy('review');
  const doc: ReviewDoc = {
    ...input,
    uid: caller.uid,
    displayName: caller.name || caller.email.split('@')[0]!,
    hidden: false,
    createdAt: deps.now(),
  };
  // One author's parallel reviews contend for their quota document; the transaction runner retries the losers.
  await runTransaction(deps.db, async (tx) => {
    takeQuota(tx, await tx.get(quota), policy, caller.uid, deps.now());
    tx.create(ref, doc);
  });
  return ref.id;
}
