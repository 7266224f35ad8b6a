// POST /api/returns/{id}/replace (admin): a received return is resolved with a new order of its received pieces at
// no charge, confirmed and ready to ship as any order. All or nothing in one transaction: every product is read and
// must have the pieces in stock (409 naming the first that has not, nothing changed); then the stock is taken, the
// order created (orders/free-order.ts, shared with warranty claims), and the return moved to replaced with both
// emails. The replacement has no payment and no invoice.
import { collections, returnMessages as r, type OrderDoc, type ReturnDoc } from '@toolshop/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { forbidden, notFound } from '../platform/refusal';
import { runTransaction } from '../platform/run-transaction';
import { mailSettings } from '../mail';
import { freeOrderLines, writeFreeOrder } from '../orders';
import { assertReturnMove, moveReturn } from './move-return';
import { readReturnMailRecipients } from './return-mail';
import { orderRefOf, returnRef } from './return-refs';

export async function replaceReturn(deps: Deps, caller: Caller, id: string): Promise<{ orderId: string }> {
  if (!caller.admin) throw forbidden();
  const settings = mailSettings();
  const admins = await readReturnMailRecipients(deps.db, settings);
  const ref = returnRef(deps.db, id);
  const newOrderRef = deps.db.collection(collections.orders).doc();
  // A return that does not exist or cannot be replaced is refused before a number is taken; one refused later
  // (stock gone, a race) leaves a gap, as order numbers may. The transaction checks the return again.
  const before = await ref.get();
  if (!before.exists) throw notFound('Return not found');
  assertReturnMove(before.data() as ReturnDoc, 'replace');
  const number = await deps.orderNumbers.next();
  const taken = await runTransaction(deps.db, async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw notFound('Return not found');
    const ret = snapshot.data() as ReturnDoc;
    assertReturnMove(ret, 'replace');
    const received = [...(ret.received ?? [])].sort((a, b) => (a.productId < b.productId ? -1 : 1));
    const [orderSnapshot, ...products] = (await tx.getAll(
      orderRefOf(deps.db, ret.orderId),
      ...received.map((line) => deps.db.collection(collections.products).doc(line.productId)),
    )) as DocumentSnapshot[];
    const original = orderSnapshot!.data() as OrderDoc;
    const lines = freeOrderLines(
      received.map((line) => {
        const returned = ret.lines.find((candidate) => candidate.productId === line.productId)!;
        const { productName, picture } = returned;
        return { productId: line.productId, productName, picture, quantity: line.quantity };
      }),
      products,
      r.replacementOutOfStock,
    );
    const at = deps.now();
    writeFreeOrder(tx, newOrderRef, {
      from: original,
      lines,
      products,
      number,
      at,
      confirmedBy: caller.email,
      marker: { replacementFor: { returnId: id, orderId: ret.orderId } },
    });
    moveReturn(tx, ref, ret, {
      transition: 'replace',
      by: caller,
      at,
      note: newOrderRef.id,
      fields: { replacementOrderId: newOrderRef.id, replacementOrderNumber: number },
      mail: { settings, admins },
    });
    return products.map((product) => product.id);
  });
  await Promise.all(taken.map((productId) => deps.catalogue.reread(productId)));
  return { orderId: newOrderRef.id };
}
