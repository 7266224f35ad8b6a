// POST /review: the picture must be an image this shop's upload call issued (never an outside address, which could
// track visitors or change after moderation), and each stored review uses one unit of its author's review quota
// in the same transaction that stores it: a refused review uses none, and past the quota nothing is stored. A review
// may name the product it is about: one of the public catalogue, stored with its name as it is today. Its author
// shows as a first name and an initial, never a full name or an email address.
import { apiMessages, collections, reviewAuthorName, type ReviewDoc, type ReviewInput } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { invalid } from '../platform/refusal';
import { rateLimitRef, takeQuota } from '../platform/quota';
import { rateLimitPolicy } from '../platform/rate-limit-config';
import { runTransaction } from '../platform/run-transaction';

export async function postReview(
  deps: Pick<Deps, 'db' | 'now' | 'imageStore' | 'catalogue'>,
  caller: Caller,
  input: ReviewInput,
): Promise<string> {
  if (!(await deps.imageStore.issued(input.picture))) {
    throw invalid(apiMessages.reviewPictureNotIssued, { picture: apiMessages.reviewPictureNotIssued });
  }
  const { productId, ...review } = input;
  const product = productId === undefined ? undefined : await deps.catalogue.get(productId);
  if (productId !== undefined && !product) {
    throw invalid(apiMessages.reviewProductNotFound, { productId: apiMessages.reviewProductNotFound });
  }
  const ref = deps.db.collection(collections.reviews).doc();
  const quota = rateLimitRef(deps.db, 'review', caller.uid);
  const policy = rateLimitPolicy('review');
  const doc: ReviewDoc = {
    ...review,
    ...(product ? { productId: product.id, productName: product.doc.name } : {}),
    uid: caller.uid,
    displayName: reviewAuthorName(caller.name, caller.email),
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
