// A return's credit note: the order as the refund of that return corrects it, so the invoice's own PDF prints it.
// Its lines are the refunded pieces alone (at the unit price paid), its shipping only when the refund paid it back,
// its tax and total the refund's stored amounts (refund-return.ts priced them once), never recomputed here.
import { apiMessages, orderLinesOf, type OrderDoc, type ReturnDoc, type ReturnRefundDoc } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { conflict } from '../platform/refusal';
import { readBusinessDetails } from '../settings';
import { renderInvoicePdf } from '../invoices';
import { orderRefOf } from './return-refs';

/**
 * A refunded return's credit note as a PDF with its number; undefined while its number is being issued (the
 * sequencer's moment after the refund). Before a refund there is none: a conflict.
 */
export async function returnCreditNotePdf(
  deps: Deps,
  ret: ReturnDoc,
): Promise<{ number: string; pdf: Buffer } | undefined> {
  if (!ret.refund) throw conflict(apiMessages.creditNoteNotYet);
  const number = ret.refund.creditNoteNumber;
  if (!number) return undefined;
  const order = (await orderRefOf(deps.db, ret.orderId).get()).data() as OrderDoc;
  const pdf = await renderInvoicePdf({
    kind: 'creditNote',
    orderId: ret.orderId,
    order: returnCreditNoteOrder(order, ret, ret.refund),
    seller: await readBusinessDetails(deps.db),
    returnNumber: ret.number,
  });
  return { number, pdf };
}

export function returnCreditNoteOrder(order: OrderDoc, ret: ReturnDoc, refund: ReturnRefundDoc): OrderDoc {
  const bought = orderLinesOf(order);
  const lines = refund.lines.map(({ productId, quantity }) => {
    const line = bought.find((candidate) => candidate.productId === productId);
    const returned = ret.lines.find((candidate) => candidate.productId === productId);
    const unitPriceCents = returned?.unitPriceCents ?? line?.unitPriceCents ?? 0;
    return {
      productId,
      productName: returned?.productName ?? line?.productName ?? productId,
      picture: returned?.picture ?? line?.picture ?? '',
      quantity,
      unitPriceCents,
      amountCents: quantity * unitPriceCents,
      priceBreak: null,
      ...(line?.sku ? { sku: line.sku } : {}),
    };
  });
  const view: OrderDoc = {
    ...order,
    lines,
    subtotalCents: refund.goodsCents,
    shippingCents: refund.shippingCents,
    taxCents: refund.taxCents,
    amountCents: refund.amountCents,
    creditNoteNumber: refund.creditNoteNumber,
    creditNoteAt: refund.at,
    refundId: refund.refundId,
  };
  // No shipping paid back: the credit note has no shipping line.
  if (refund.shippingCents === 0) delete view.shippingMethod;
  return view;
}
