// POST /api/claims/{id}/decide (admin): the one decision on a submitted claim, in one transaction that reads the
// claim's state (409 once decided, so two admins make one decision):
//   repair: instructions to send the tool in; reject: a reason;
//   replace: a free order of one of the tool, parts: a free order of one of each chosen part, each of which must fit
//   the tool (400). Both take the stock of every product or of none (409 naming the first short; orders/free-order.ts,
//   shared with the returns' replacement).
// The customer's email goes in the outbox in the same transaction.
import {
  claimMessages as m,
  collections,
  type ClaimDecideInput,
  type ClaimDoc,
  type ProductDoc,
} from '@toolshop/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { invalid, forbidden, notFound, conflict } from '../platform/refusal';
import { runTransaction } from '../platform/run-transaction';
import { mailSettings } from '../mail';
import { appendAudit } from '../audit';
import { freeOrderLines, writeFreeOrder } from '../orders';
import { freeOrderSource } from './claim-free-order-source';
import { queueClaimMail } from './claim-mail';

const refusedParts = (message: string) => invalid(message, { parts: message });

/** 400 unless every chosen part is in the catalogue and fits the claim's tool. */
function assertPartsFit(parts: readonly DocumentSnapshot[], claim: ClaimDoc): void {
  for (const snapshot of parts) {
    const part = snapshot.data() as ProductDoc | undefined;
    if (!part) throw refusedParts(m.partUnknown);
    if (!part.fits?.includes(claim.productId)) throw refusedParts(m.partDoesNotFit(part.name, claim.productName));
  }
}

export async function decideClaim(deps: Deps, caller: Caller, id: string, input: ClaimDecideInput): Promise<void> {
  if (!caller.admin) throw forbidden();
  const { db } = deps;
  const settings = mailSettings();
  const ref = db.collection(collections.claims).doc(id);
  const before = (await ref.get()).data() as ClaimDoc | undefined;
  if (!before) throw notFound(m.claimNotFound);
  if (before.status !== 'submitted') throw conflict(m.decidedAlready);
  if (input.decision === 'parts')
    assertPartsFit(
      await db.getAll(...input.parts.map((partId) => db.collection(collections.products).doc(partId))),
      before,
    );
  const sendsGoods = input.decision === 'replace' || input.decision === 'parts';
  // The address and an order number are taken only for a decision that sends goods; one refused later (stock gone,
  // a race) leaves a gap, as order numbers may.
  const source = sendsGoods ? await freeOrderSource(db, before) : null;
  const number = sendsGoods ? await deps.orderNumbers.next() : 0;
  const orderRef = db.collection(collections.orders).doc();

  const taken = await runTransaction(db, async (tx) => {
    const snapshot = await tx.get(ref);
    const claim = snapshot.data() as ClaimDoc | undefined;
    if (!claim) throw notFound(m.claimNotFound);
    if (claim.status !== 'submitted') throw conflict(m.decidedAlready);
    const productIds =
      input.decision === 'replace' ? [claim.productId] : input.decision === 'parts' ? [...input.parts].sort() : [];
    const products = productIds.length
      ? ((await tx.getAll(
          ...productIds.map((productId) => db.collection(collections.products).doc(productId)),
        )) as DocumentSnapshot[])
      : [];
    if (input.decision === 'parts') assertPartsFit(products, claim);
    const at = deps.now();
    let orderId: string | null = null;
    if (source && products.length) {
      const lines = freeOrderLines(
        products.map((product) => {
          const { name, picture } = product.data() as ProductDoc;
          return { productId: product.id, productName: name, picture, quantity: 1 };
        }),
        products,
        m.outOfStock,
      );
      writeFreeOrder(tx, orderRef, {
        from: { ...source, uid: claim.uid, email: claim.email },
        lines,
        products,
        number,
        at,
        confirmedBy: caller.email,
        marker: { warrantyClaimFor: { claimId: id, serial: claim.registrationId } },
      });
      orderId = orderRef.id;
    }
    const fields: Partial<ClaimDoc> = {
      status: 'decided',
      decision: input.decision,
      instructions: input.decision === 'repair' ? input.instructions : null,
      rejectReason: input.decision === 'reject' ? input.reason : null,
      parts: input.decision === 'parts' ? input.parts : [],
      orderId,
      decidedAt: at,
      decidedBy: caller.email,
    };
    tx.update(ref, fields);
    appendAudit(tx, db, {
      action: `claim.${input.decision}`,
      actor: { uid: caller.uid, email: caller.email },
      target: { collection: collections.claims, id },
      before: { status: claim.status },
      after: { status: 'decided', decision: input.decision, orderId },
      at,
    });
    const note =
      input.decision === 'repair' ? input.instructions : input.decision === 'reject' ? input.reason : orderId;
    queueClaimMail(tx, ref, settings, { ...claim, decision: input.decision }, note);
    return products.map((product) => product.id);
  });
  if (sendsGoods) await Promise.all(taken.map((productId) => deps.catalogue.reread(productId)));
}
