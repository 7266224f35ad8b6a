// A free order: the shop sends goods at no charge (a return's replacement, a warranty claim's replacement or parts),
// confirmed and ready to ship as any order, with no payment and no invoice. Inside the caller's transaction, in two
// steps because a transaction reads before it writes: `freeOrderLines` checks the stock of every product read (409
// naming the first that is short, so nothing is written), then `writeFreeOrder` creates the order and takes the stock.
import {
  orderProductNames,
  orderSearchKeys,
  orderSkus,
  orderSummaryFields,
  type OrderDoc,
  type OrderLineDoc,
  type ProductDoc,
} from '@toolshop/domain';
import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { conflict } from '../platform/refusal';

export interface FreeOrderLine {
  productId: string;
  productName: string;
  picture: string;
  quantity: number;
}

/** The order's lines at no charge; 409 (outOfStock's words) when a product has fewer pieces than its line. */
export function freeOrderLines(
  wanted: readonly FreeOrderLine[],
  products: readonly DocumentSnapshot[],
  outOfStock: (productName: string, available: number) => string,
): OrderLineDoc[] {
  return wanted.map((line, index) => {
    const available = (products[index]?.data() as ProductDoc | undefined)?.available ?? 0;
    if (line.quantity > available) throw conflict(outOfStock(line.productName, available));
    return { ...line, unitPriceCents: 0, amountCents: 0, priceBreak: null };
  });
}

export interface FreeOrderOf {
  /** The order whose customer, address and shipping the free one takes. */
  from: OrderDoc;
  lines: OrderLineDoc[];
  /** The products of the lines, read in this transaction, in the lines' order. */
  products: readonly DocumentSnapshot[];
  number: number;
  at: Date;
  confirmedBy: string;
  /** What the free order is for (replacementFor, warrantyClaimFor). */
  marker: Pick<OrderDoc, 'replacementFor' | 'warrantyClaimFor'>;
}

export function writeFreeOrder(tx: Transaction, ref: DocumentReference, of: FreeOrderOf): void {
  const { from, lines, number, at } = of;
  const order: OrderDoc = {
    uid: from.uid,
    email: from.email,
    lines,
    productNames: orderProductNames(lines),
    searchKeys: orderSearchKeys({
      id: ref.id,
      email: from.email,
      productNames: orderProductNames(lines),
      skus: orderSkus(lines),
      number,
    }),
    number,
    ...orderSummaryFields(lines),
    subtotalCents: 0,
    shippingCents: 0,
    taxCents: 0,
    taxRate: from.taxRate ?? 0,
    ...(from.shippingAddress ? { shippingAddress: from.shippingAddress } : {}),
    ...(from.shippingMethod ? { shippingMethod: from.shippingMethod } : {}),
    ...(from.shippingZone ? { shippingZone: from.shippingZone } : {}),
    address: from.address,
    mobile: from.mobile,
    status: 'success',
    transactionId: null,
    createdAt: at,
    paymentIntentId: null,
    paidAt: null,
    confirmedAt: at,
    confirmedBy: of.confirmedBy,
    ...of.marker,
  };
  tx.create(ref, order);
  of.products.forEach((product, index) => {
    const { available } = product.data() as ProductDoc;
    tx.update(product.ref, { available: available - lines[index]!.quantity, updatedAt: at });
  });
}
