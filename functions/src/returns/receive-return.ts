// POST /api/returns/{id}/receive { lines: [{ productId, quantity, condition }] } (admin): what arrived of an approved
// return, once. Each line is a product of the return, at most the pieces it was to bring back. Resellable pieces go
// back on sale through a stock adjustment (products/adjust-stock.ts: the count, its history entry and audit record),
// damaged ones do not; all in the transaction that moves the return, so receiving twice finds it received (409) and
// changes nothing. Receiving refunds nothing: that is its own step.
import {
  collections,
  returnMessages as r,
  returnReasonLabels,
  type ReceivedLineDoc,
  type ReturnDoc,
  type ReturnReceiveInput,
} from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { invalid, forbidden, notFound, conflict } from '../platform/refusal';
import { runTransaction } from '../platform/run-transaction';
import { mailSettings } from '../mail';
import { writeStockAdjustment } from '../products';
import { assertReturnMove, moveReturn } from './move-return';
import { readReturnMailRecipients } from './return-mail';
import { returnRef } from './return-refs';

export async function receiveReturn(deps: Deps, caller: Caller, id: string, input: ReturnReceiveInput): Promise<void> {
  if (!caller.admin) throw forbidden();
  const settings = mailSettings();
  const admins = await readReturnMailRecipients(deps.db, settings);
  const ref = returnRef(deps.db, id);
  const restocked = await runTransaction(deps.db, async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw notFound('Return not found');
    const ret = snapshot.data() as ReturnDoc;
    assertReturnMove(ret, 'receive');
    const received: ReceivedLineDoc[] = input.lines.map(({ productId, quantity, condition }) => {
      const line = ret.lines.find((candidate) => candidate.productId === productId);
      if (!line) throw invalid(r.notInReturn, { lines: r.notInReturn });
      if (quantity > line.quantity) throw conflict(r.moreThanReturned(line.productName, line.quantity));
      return { productId, quantity, condition };
    });
    const resellable = received
      .filter((line) => line.condition === 'resellable')
      .sort((a, b) => (a.productId < b.productId ? -1 : 1));
    const products = resellable.length
      ? await tx.getAll(...resellable.map((line) => deps.db.collection(collections.products).doc(line.productId)))
      : [];
    const at = deps.now();
    const restockedIds: string[] = [];
    products.forEach((product, index) => {
      // A product deleted since has no stock to return to.
      if (!product.exists) return;
      const note = `Return ${ret.number} of order ${ret.orderId} (${returnReasonLabels[ret.reason]})`;
      writeStockAdjustment(tx, product, caller, { delta: resellable[index]!.quantity, reason: 'received', note }, at);
      restockedIds.push(product.id);
    });
    const note = received
      .map(
        (line) =>
          `${ret.lines.find((l) => l.productId === line.productId)!.productName}: ${line.quantity} ${line.condition}`,
      )
      .join('; ');
    moveReturn(tx, ref, ret, {
      transition: 'receive',
      by: caller,
      at,
      note,
      fields: { received },
      mail: { settings, admins },
    });
    return restockedIds;
  });
  await Promise.all(restocked.map((productId) => deps.catalogue.reread(productId)));
}
