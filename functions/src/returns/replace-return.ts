// POST /api/returns/{id}/replace (admin): a received return is resolved with a new order of its received pieces at
// no charge, confirmed and ready to ship as any order. All or nothing in one transaction: every product is read and
// must have the pieces in stock (409 naming the first that has not, nothing changed); then the stock is taken, the
// order created, and the return moved to replaced with both emails. The replacement has no payment and no invoice.
import {
  collections,
  orderProductNames,
  orderSearchKeys,
  orderSkus,
  orderSummaryFields,
  returnMessages as r,
  type OrderDoc,
  type OrderLineDoc,
  type ProductDoc,
  type ReturnDoc,
} from '@toolshop/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import type { Caller } from '../http/caller';
import { conflict, forbidden, notFound } from '../http/http-error';
import { runTransaction } from '../platform/run-transaction';
import { mailSettings } from '../mail/mail-settings';
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
    const lines: OrderLineDoc[] = received.map((line, index) => {
      const returned = ret.lines.find((candidate) => candidate.productId === line.productId)!;
      const product = products[index]!.data() as ProductDoc | undefined;
      const available = product?.available ?? 0;
      if (line.quantity > available) throw conflict(r.replacementOutOfStock(returned.productName, available));
      return {
        productId: line.productId,
        productName: returned.productName,
        picture: returned.picture,
        quantity: line.quantity,
        unitPriceCents: 0,
        amountCents: 0,
        priceBreak: null,
      };
    });
    const at = deps.now();
    const order: OrderDoc = {
      uid: original.uid,
      email: original.email,
      lines,
      productNames: orderProductNames(lines),
      searchKeys: orderSearchKeys({
        id: newOrderRef.id,
        email: original.email,
        productNames: orderProductNames(lines),
        skus: orderSkus(lines),
        number,
      }),
      number,
      ...orderSummaryFields(lines),
      subtotalCents: 0,
      shippingCents: 0,
      taxCents: 0,
      taxRate: original.taxRate ?? 0,
      ...(original.shippingAddress ? { shippingAddress: original.shippingAddress } : {}),
      ...(original.shippingMethod ? { shippingMethod: original.shippingMethod } : {}),
      ...(original.shippingZone ? { shippingZone: original.shippingZone } : {}),
      address: original.address,
      mobile: original.mobile,
      status: 'success',
      transactionId: null,
      createdAt: at,
      paymentIntentId: null,
      paidAt: null,
      confirmedAt: at,
      confirmedBy: caller.email,
      replacementFor: { returnId: id, orderId: ret.orderId },
    };
    tx.create(newOrderRef, order);
    products.forEach((product, index) => {
      const { available } = product.data() as ProductDoc;
      tx.update(product.ref, { available: available - lines[index]!.quantity, updatedAt: at });
    });
    moveReturn(tx, ref, ret, {
      transition: 'replace',
      by: caller,
      at,
      note: newOrderRef.id,
      fields: { replacementOrderId: newOrderRef.id },
      mail: { settings, admins },
    });
    return products.map((product) => product.id);
  });
  await Promise.all(taken.map((productId) => deps.catalogue.reread(productId)));
  return { orderId: newOrderRef.id };
}
