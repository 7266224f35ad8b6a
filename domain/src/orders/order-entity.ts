// SPEC's REST shape of an order (§3, §7) and the mapping from the stored document (order-doc.ts).
import { centsToDollars } from '../money';
import { isReserving, toSpecStatus, type SpecStatus } from './order-status';
import { orderLinesOf, type OrderLineDoc } from './order-lines';
import type { OrderDoc, OrderOrigin } from './order-doc';
import { homePricingNote } from '../products/home-pricing';
import type { Address } from '../profiles/address-schema';
import { isoTime } from '../iso-time';
import type { ReverseCharge } from '../trade/reverse-charge';
import { toOrderApproval, type OrderApproval } from '../trade/order-approval-entity';
import { toPriceBreak, type PriceBreak } from '../products/product-entity';
import { accountBalanceCents } from '../trade/account-balance';

/** One line of an order answer: `price` per piece and `amount` in dollars. */
export interface OrderLine {
  productId: string;
  productName: string;
  picture: string;
  quantity: number;
  price: number;
  amount: number;
  priceBreak?: PriceBreak;
  /** The part number the line was ordered under; absent when the product had none, and on older orders. */
  sku?: string;
}

export function toOrderLine(line: OrderLineDoc): OrderLine {
  const answer: OrderLine = {
    productId: line.productId,
    productName: line.productName,
    picture: line.picture,
    quantity: line.quantity,
    price: centsToDollars(line.unitPriceCents),
    amount: centsToDollars(line.amountCents),
  };
  if (line.priceBreak) answer.priceBreak = toPriceBreak(line.priceBreak);
  if (line.sku) answer.sku = line.sku;
  return answer;
}

/**
 * SPEC §3/§7 order: `status` absent while unpaid, `price` per piece in dollars, plus the total `amount`, every
 * line, and the structured address when the order has one. A multi-line order's single-product fields are its
 * summary (order-lines.ts).
 */
/** A checkout order's price in dollars: goods, shipping method id and name, shipping, rate (0..1), tax, total. */
export interface OrderCharges {
  subtotal?: number;
  shippingMethod?: string;
  shippingMethodName?: string;
  shipping?: number;
  taxRate?: number;
  tax?: number;
  /** Zero-rated by reverse charge: the seller's and the buyer's VAT IDs. */
  reverseCharge?: ReverseCharge;
  amount: number;
}

export interface Order extends OrderCharges, OrderOrigin {
  _id: string;
  email: string;
  productId: string;
  productName: string;
  picture: string;
  mobile: string;
  address: string;
  quantity: number;
  /** The unit price applied, in dollars. */
  price: number;
  /** The price break that gave `price`, when one did. */
  priceBreak?: PriceBreak;
  status?: SpecStatus;
  transactionId?: string;
  paymentFailure?: string;
  /** ISO time an unpaid order's reservation ends. */
  expiresAt?: string;
  carrier?: string;
  trackingNumber?: string;
  shippedAt?: string;
  refundedAt?: string;
  cancelReason?: string;
  refundReason?: string;
  lines: OrderLine[];
  shippingAddress?: Address;
  invoiceNumber?: string;
  creditNoteNumber?: string;
  /** Every piece came back through returns and was refunded: it reads "Returned". */
  returned?: true;
  approval?: OrderApproval;
  /** An order on account: its invoice's due date (ISO time) and what it still owes, in dollars. */
  dueAt?: string;
  balance?: number;
  /** A shipped order's serial numbers: product id -> one per unit. */
  serials?: Record<string, string[]>;
  /**
   * An order placed without a structured address: the home country it was priced for, the note that says so, and
   * whether its owner may still give an address (unpaid, no payment started: PATCH /order/{id}/shipping).
   */
  pricedFor?: { country: string; note: string; addressChangeable: boolean };
}

export function toOrder(id: string, doc: OrderDoc): Order {
  const order: Order = {
    _id: id,
    email: doc.email,
    productId: doc.productId,
    productName: doc.productName,
    picture: doc.picture,
    mobile: doc.mobile,
    address: doc.address,
    quantity: doc.quantity,
    price: centsToDollars(doc.unitPriceCents),
    amount: centsToDollars(doc.amountCents),
    lines: orderLinesOf(doc).map(toOrderLine),
  };
  if (doc.shippingAddress) order.shippingAddress = doc.shippingAddress;
  const status = toSpecStatus(doc.status);
  if (status) order.status = status;
  if (doc.priceBreak) order.priceBreak = toPriceBreak(doc.priceBreak);
  if (doc.transactionId) order.transactionId = doc.transactionId;
  if (doc.paymentFailure) order.paymentFailure = doc.paymentFailure;
  // Until when the order holds its stock: while it waits for its payment or its approval.
  const expiresAt = isReserving(doc.status) ? isoTime(doc.expiresAt) : undefined;
  if (expiresAt) order.expiresAt = expiresAt;
  if (doc.carrier) order.carrier = doc.carrier;
  if (doc.trackingNumber) order.trackingNumber = doc.trackingNumber;
  const shippedAt = isoTime(doc.shippedAt);
  if (shippedAt) order.shippedAt = shippedAt;
  const refundedAt = isoTime(doc.refundedAt);
  if (refundedAt) order.refundedAt = refundedAt;
  if (doc.cancelReason) order.cancelReason = doc.cancelReason;
  if (doc.refundReason) order.refundReason = doc.refundReason;
  if (doc.subtotalCents !== undefined) order.subtotal = centsToDollars(doc.subtotalCents);
  if (doc.shippingMethod) {
    order.shippingMethod = doc.shippingMethod.id;
    order.shippingMethodName = doc.shippingMethod.name;
  }
  if (doc.shippingCents !== undefined) order.shipping = centsToDollars(doc.shippingCents);
  if (doc.taxRate !== undefined) order.taxRate = doc.taxRate;
  if (doc.taxCents !== undefined) order.tax = centsToDollars(doc.taxCents);
  if (doc.reverseCharge) order.reverseCharge = doc.reverseCharge;
  if (doc.invoiceNumber) order.invoiceNumber = doc.invoiceNumber;
  if (doc.creditNoteNumber) order.creditNoteNumber = doc.creditNoteNumber;
  if (doc.returned) order.returned = true;
  if (doc.replacementFor) order.replacementFor = doc.replacementFor;
  if (doc.warrantyClaimFor) order.warrantyClaimFor = doc.warrantyClaimFor;
  if (doc.paymentMethod) order.paymentMethod = doc.paymentMethod;
  if (doc.companyId) order.companyId = doc.companyId;
  if (doc.poNumber) order.poNumber = doc.poNumber;
  if (doc.approval) order.approval = toOrderApproval(doc.approval);
  if (doc.number) order.number = doc.number;
  const dueAt = isoTime(doc.dueAt);
  if (dueAt) {
    order.dueAt = dueAt;
    order.balance = centsToDollars(accountBalanceCents(doc));
  }
  if (doc.serials) order.serials = doc.serials;
  if (doc.pricedForHomeCountry)
    order.pricedFor = {
      country: doc.pricedForHomeCountry,
      note: homePricingNote(doc.pricedForHomeCountry, doc.shippingMethod?.name),
      addressChangeable: doc.status === 'unpaid' && !doc.paymentIntentId,
    };
  return order;
}
