// POST /api/returns/{id}/refund { lines, shipping } (admin): a refund of received pieces of a received return, and
// of the order's shipping when the return is the shop's fault (once per order). First everything is checked against
// what was read (409, nothing changed: more than received, shipping not owed, a payment unknown); then the payment
// provider refunds the amount under one key per return, so two admins make one refund; then one transaction
// re-reads and moves the return, adds the refund to the order's tally and to the order (returnRefundedCents,
// the refund's day, amounts and lines the sales report takes back, "Returned" once every piece came back refunded), asks the sequencer for the credit note's number (a request of
// the return's own, like a whole-order refund's: docs/decisions/0022) and puts both emails in the outbox.
import {
  emptyReturnTally,
  isShopsFault,
  isWhollyReturned,
  orderLinesOf,
  refundAmounts,
  returnMessages as r,
  type OrderDoc,
  type OrderReturnRefund,
  type RefundAmounts,
  type ReturnDoc,
  type ReturnRefundInput,
  type ReturnTallyDoc,
} from '@toolshop/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { invalid, forbidden, notFound, conflict } from '../platform/refusal';
import { runTransaction } from '../platform/run-transaction';
import { mailSettings } from '../mail';
import { returnCreditNoteRequestRef } from '../invoices';
import { formatMoney } from './return-money';
import { assertReturnMove, moveReturn } from './move-return';
import { readReturnMailRecipients } from './return-mail';
import { orderRefOf, returnRef, returnTallyRef } from './return-refs';

export function returnRefundKey(returnId: string): string {
  return `refund-return-${returnId}`;
}

interface Read {
  ret: ReturnDoc;
  order: OrderDoc;
  tally: ReturnTallyDoc;
}

function readOf(
  returnSnapshot: DocumentSnapshot,
  orderSnapshot: DocumentSnapshot,
  tallySnapshot: DocumentSnapshot,
): Read {
  if (!returnSnapshot.exists) throw notFound('Return not found');
  return {
    ret: returnSnapshot.data() as ReturnDoc,
    order: orderSnapshot.data() as OrderDoc,
    tally: (tallySnapshot.data() as ReturnTallyDoc | undefined) ?? emptyReturnTally(),
  };
}

/** What this refund pays back, or a 409 saying why it may not be made. */
function plannedRefund({ ret, order, tally }: Read, input: ReturnRefundInput): RefundAmounts {
  assertReturnMove(ret, 'refund');
  const lines = input.lines.map(({ productId, quantity }) => {
    const line = ret.lines.find((candidate) => candidate.productId === productId);
    if (!line) throw invalid(r.notInReturn, { lines: r.notInReturn });
    const received = (ret.received ?? [])
      .filter((candidate) => candidate.productId === productId)
      .reduce((sum, candidate) => sum + candidate.quantity, 0);
    if (quantity > received) throw conflict(r.moreThanReceived(line.productName, received));
    return { quantity, unitPriceCents: line.unitPriceCents };
  });
  if (input.shipping && !isShopsFault(ret.reason)) throw conflict(r.shippingNotShopsFault);
  if (input.shipping && tally.shippingRefunded) throw conflict(r.shippingRefundedAlready);
  if (!order?.transactionId) throw conflict(r.paymentUnknown);
  return refundAmounts(order, lines, input.shipping === true, tally.refundedCents);
}

export async function refundReturn(deps: Deps, caller: Caller, id: string, input: ReturnRefundInput): Promise<void> {
  if (!caller.admin) throw forbidden();
  const settings = mailSettings();
  const ref = returnRef(deps.db, id);
  const first = await ref.get();
  if (!first.exists) throw notFound('Return not found');
  const { orderId } = first.data() as ReturnDoc;
  const orderRef = orderRefOf(deps.db, orderId);
  const tallyRef = returnTallyRef(deps.db, orderId);
  const [seen, admins] = await Promise.all([
    deps.db.getAll(ref, orderRef, tallyRef).then(([a, b, c]) => readOf(a!, b!, c!)),
    readReturnMailRecipients(deps.db, settings),
  ]);
  const planned = plannedRefund(seen, input);
  const { refundId } = await deps
    .paymentProvider()
    .refund(seen.order.transactionId!, returnRefundKey(id), planned.amountCents);

  await runTransaction(deps.db, async (tx) => {
    const read = readOf(
      ...((await tx.getAll(ref, orderRef, tallyRef)) as [DocumentSnapshot, DocumentSnapshot, DocumentSnapshot]),
    );
    // The same checks on fresh reads: a racing admin who moved the return first leaves this one a 409.
    plannedRefund(read, input);
    const at = deps.now();
    const refunded = { ...read.tally.refunded };
    for (const line of input.lines) refunded[line.productId] = (refunded[line.productId] ?? 0) + line.quantity;
    const tally: ReturnTallyDoc = {
      ...read.tally,
      refunded,
      refundedCents: read.tally.refundedCents + planned.amountCents,
      shippingRefunded: read.tally.shippingRefunded || input.shipping === true,
    };
    tx.set(tallyRef, tally);
    const returnRefundedCents = (read.order.returnRefundedCents ?? 0) + planned.amountCents;
    const returned = isWhollyReturned(orderLinesOf(read.order), refunded);
    const unitPrices = new Map(read.ret.lines.map((line) => [line.productId, line.unitPriceCents]));
    const forSales: OrderReturnRefund = {
      at,
      ...planned,
      lines: input.lines.map(({ productId, quantity }) => ({
        productId,
        quantity,
        amountCents: quantity * (unitPrices.get(productId) ?? 0),
      })),
    };
    tx.update(orderRef, {
      returnRefundedCents,
      [`returnRefunds.${id}`]: forSales,
      ...(returned ? { returned: true } : {}),
    });
    tx.create(returnCreditNoteRequestRef(deps.db, id), { orderId, kind: 'creditNote', at, returnId: id });
    moveReturn(tx, ref, read.ret, {
      transition: 'refund',
      by: caller,
      at,
      note: formatMoney(planned.amountCents),
      fields: { refund: { lines: input.lines, ...planned, refundId, at } },
      mail: { settings, admins },
    });
  });
}
