// POST /api/returns: the owner of a shipped order (or an admin, for them) asks to return some of its pieces. In one
// transaction: the order, its tally of earlier returns and the return counter are read; the order must be shipped,
// within its window (an admin may open a late one), and each line at most what was bought minus what earlier returns
// not rejected have taken; then the return, the tally, the counter and both emails are written. Two returns racing
// for the same pieces meet on the tally: Firestore commits one, runs the other again, and it finds them taken (409).
import {
  collections,
  emptyReturnTally,
  formatReturnNumber,
  orderLinesOf,
  returnableQuantities,
  returnMessages as r,
  returnWindowEnd,
  RETURN_NUMBER_FIRST,
  type OrderDoc,
  type ReturnDoc,
  type ReturnRequest,
  type ReturnTallyDoc,
} from '@toolshop/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { invalid, forbidden, notFound, conflict } from '../platform/refusal';
import { runTransaction } from '../platform/run-transaction';
import { millisOf } from '../platform/millis-of';
import { mailSettings } from '../mail';
import { queueReturnMails, readReturnMailRecipients } from './return-mail';
import { readReturnWindowDays } from './return-window';
import { orderRefOf, returnCounterRef, returnTallyRef } from './return-refs';

export async function requestReturn(
  deps: Deps,
  caller: Caller,
  input: ReturnRequest,
): Promise<{ id: string; number: string }> {
  const settings = mailSettings();
  const [windowDays, admins] = await Promise.all([
    readReturnWindowDays(deps.db),
    readReturnMailRecipients(deps.db, settings),
  ]);
  const ref = deps.db.collection(collections.returns).doc();
  const orderRef = orderRefOf(deps.db, input.orderId);
  const tallyRef = returnTallyRef(deps.db, input.orderId);
  const counterRef = returnCounterRef(deps.db);

  const number = await runTransaction(deps.db, async (tx) => {
    const [orderSnapshot, tallySnapshot, counterSnapshot] = (await tx.getAll(orderRef, tallyRef, counterRef)) as [
      DocumentSnapshot,
      DocumentSnapshot,
      DocumentSnapshot,
    ];
    if (!orderSnapshot.exists) throw notFound('Order not found');
    const order = orderSnapshot.data() as OrderDoc;
    if (order.uid !== caller.uid && !caller.admin) throw forbidden();
    if (order.status !== 'shipped' || order.replacementFor || order.warrantyClaimFor)
      throw conflict(r.orderNotReturnable);
    const at = deps.now();
    const closes = returnWindowEnd(new Date(millisOf(order.shippedAt)), windowDays);
    const late = at > closes;
    if (late && !caller.admin) throw conflict(r.windowClosed(closes.toISOString().slice(0, 10)));

    const tally = (tallySnapshot.data() as ReturnTallyDoc | undefined) ?? emptyReturnTally();
    const bought = orderLinesOf(order);
    const left = returnableQuantities(bought, tally);
    const lines = input.lines.map(({ productId, quantity }) => {
      const line = bought.find((candidate) => candidate.productId === productId);
      if (!line) throw invalid(r.notInOrder, { lines: r.notInOrder });
      const leftOf = left.get(productId) ?? 0;
      if (quantity > leftOf) throw conflict(r.moreThanBought(line.productName, leftOf));
      return {
        productId,
        productName: line.productName,
        picture: line.picture,
        quantity,
        unitPriceCents: line.unitPriceCents,
      };
    });

    const sequence = ((counterSnapshot.data() as { last?: number } | undefined)?.last ?? RETURN_NUMBER_FIRST - 1) + 1;
    const doc: ReturnDoc = {
      number: formatReturnNumber(sequence),
      orderId: input.orderId,
      ...(order.number ? { orderNumber: order.number } : {}),
      uid: order.uid,
      email: order.email,
      lines,
      reason: input.reason,
      comment: input.comment || null,
      photos: input.photos ?? [],
      status: 'requested',
      late,
      instructions: null,
      rejectReason: null,
      received: null,
      refund: null,
      replacementOrderId: null,
      timeline: [
        { status: 'requested', at, by: { uid: caller.uid, email: caller.email }, note: input.comment || null },
      ],
      createdAt: at,
      updatedAt: at,
    };
    const requested = { ...tally.requested };
    for (const line of lines) requested[line.productId] = (requested[line.productId] ?? 0) + line.quantity;
    tx.create(ref, doc);
    tx.set(tallyRef, { ...tally, requested } satisfies ReturnTallyDoc);
    tx.set(counterRef, { last: sequence });
    queueReturnMails(tx, ref, settings, admins, doc, doc.comment);
    return doc.number;
  });
  return { id: ref.id, number };
}
