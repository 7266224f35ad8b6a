// Stored documents (Firestore) and the spec's REST shapes, with the mappings between them.
// Timestamps are typed loosely so this file needs no Firebase import.
import { centsToDollars } from './money';
import { toSpecStatus, type OrderStatus, type SpecStatus } from './order-status';
import { orderLinesOf, type OrderLineDoc } from './order-lines';
import { homePricingNote } from './home-pricing';
import type { Address } from './schemas/address';
import type { PriceBreakDoc } from './price-break-doc';
import { isoTime } from './iso-time';
import type { PaymentMethod } from './trade/pay-on-account';
import { toPriceBreak, type PriceBreak } from './product-entity';

export type { PriceBreakDoc } from './price-break-doc';
export { isoTime } from './iso-time';
export * from './order-event-entity';
export * from './review-entity';
export * from './user-entity';
export * from './product-entity';

/** A payment received for an invoice on account. */
export interface AccountPaymentDoc {
  amountCents: number;
  reference: string;
  receivedAt: unknown;
  recordedBy: { uid: string; email: string };
  recordedAt: unknown;
}

export interface OrderDoc {
  uid: string;
  email: string;
  /**
   * A checkout order's lines (POST /api/checkout); absent on an order of POST /order, whose one line is the
   * single-product fields below. On a multi-line order those fields are its summary (order-lines.ts).
   */
  lines?: OrderLineDoc[];
  /** Every line's product name, once each, for the admin's order search. Absent on one-line orders of POST /order. */
  productNames?: string[];
  /** The structured address the order was placed with (a checkout order); `address` is its one-line form. */
  shippingAddress?: Address;
  productId: string;
  productName: string;
  picture: string;
  /** The unit price applied: the product's plain price or the price break's, at the time of the order. */
  unitPriceCents: number;
  /** The price break that gave the unit price; null (or absent, before products had breaks) for the plain price. */
  priceBreak?: PriceBreakDoc | null;
  quantity: number;
  amountCents: number;
  address: string;
  mobile: string;
  status: OrderStatus;
  transactionId: string | null;
  paymentFailure?: string | null;
  createdAt?: unknown;
  paidAt?: unknown;
  confirmedAt?: unknown;
  confirmedBy?: string | null;
  /** When an unpaid order's reservation ends (placement + TOOLSHOP_UNPAID_ORDER_SECONDS). */
  expiresAt?: unknown;
  /** The provider's intent opened for this order, once one is. */
  paymentIntentId?: string | null;
  cancelledAt?: unknown;
  cancelReason?: string | null;
  expiredAt?: unknown;
  refundedAt?: unknown;
  refundReason?: string | null;
  refundId?: string | null;
  /** Whether the refunded quantity went back to the product's stock. */
  restocked?: boolean;
  shippedAt?: unknown;
  carrier?: string | null;
  trackingNumber?: string | null;
  /** What Manage All Order's search finds it by (orderSearchKeys); older orders get theirs from the backfill. */
  searchKeys?: string[];
  /**
   * An order's price (order-pricing.ts), all in cents: the goods, the method shipped by, its price, the zone's
   * tax rate and the tax. `amountCents` is then their total, what the payment charges. Absent only on orders of
   * POST /order placed before every order was priced with shipping and tax.
   */
  subtotalCents?: number;
  shippingMethod?: { id: string; name: string };
  shippingCents?: number;
  taxRate?: number;
  taxCents?: number;
  /** The zone that priced the shipping and tax (the sales report's tax per zone). */
  shippingZone?: { id: string; name: string };
  /**
   * The home country (ISO code) an order placed without a structured address was priced for (home-pricing.ts);
   * absent once its owner gives an address, and on every order placed with one.
   */
  pricedForHomeCountry?: string;
  /** INV-<year>-<6 digits>, given in the transaction that marks the order paid (invoice-number.ts). */
  invoiceNumber?: string;
  /** CN-<year>-<6 digits>, given in the refund's transaction. */
  creditNoteNumber?: string;
  /** When the credit note was issued (the refund's time). */
  creditNoteAt?: unknown;
  /** What refunds of its returns paid back (returns/), each with its own credit note; absent before any. */
  returnRefundedCents?: number;
  /** Every piece came back through returns and was refunded: the order reads "Returned". */
  returned?: boolean;
  /** A free replacement for a return (returns/{id}): no payment, no invoice. */
  replacementFor?: { returnId: string; orderId: string };
  /** How a checkout order is paid: by card, or on its company's account (trade/pay-on-account.ts). */
  paymentMethod?: PaymentMethod;
  /** The company a trade buyer ordered for. */
  companyId?: string;
  /** The buyer's purchase-order reference. */
  poNumber?: string;
  /** The readable order number (#100001 upward; orders/order-number-blocks.ts), unique, never reused. */
  number?: number;
  /** An order on account: when its invoice falls due (issue date + the company's terms). */
  dueAt?: unknown;
  /** An order on account: what has been received against its invoice, in cents. */
  paidOnAccountCents?: number;
  /** Payments received against an order on account (bank transfers an admin records), oldest first. */
  accountPayments?: AccountPaymentDoc[];
  /** An order on account that still owes money: its due date again, for the receivables' queries; removed once paid. */
  receivableDueAt?: unknown;
  /** The serial numbers shipped: product id -> one per unit. */
  serials?: Record<string, string[]>;
}

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
export interface Order {
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
  amount: number;
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
  /** A checkout order's price in dollars: goods, shipping method id and name, shipping, rate (0..1) and tax. */
  subtotal?: number;
  shippingMethod?: string;
  shippingMethodName?: string;
  shipping?: number;
  taxRate?: number;
  tax?: number;
  invoiceNumber?: string;
  creditNoteNumber?: string;
  /** Every piece came back through returns and was refunded: it reads "Returned". */
  returned?: true;
  /** A free replacement for a return. */
  replacementFor?: { returnId: string; orderId: string };
  paymentMethod?: PaymentMethod;
  companyId?: string;
  poNumber?: string;
  /** The readable order number, shown as #100001. */
  number?: number;
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
  const expiresAt = doc.status === 'unpaid' ? isoTime(doc.expiresAt) : undefined;
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
  if (doc.invoiceNumber) order.invoiceNumber = doc.invoiceNumber;
  if (doc.creditNoteNumber) order.creditNoteNumber = doc.creditNoteNumber;
  if (doc.returned) order.returned = true;
  if (doc.replacementFor) order.replacementFor = doc.replacementFor;
  if (doc.paymentMethod) order.paymentMethod = doc.paymentMethod;
  if (doc.companyId) order.companyId = doc.companyId;
  if (doc.poNumber) order.poNumber = doc.poNumber;
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

/** What an order on account still owes: its amount less what was received (0 once refunded or not on account). */
export function accountBalanceCents(
  doc: Pick<OrderDoc, 'paymentMethod' | 'amountCents' | 'paidOnAccountCents' | 'status'>,
): number {
  if (
    doc.paymentMethod !== 'account' ||
    doc.status === 'refunded' ||
    doc.status === 'cancelled' ||
    doc.status === 'expired'
  )
    return 0;
  return Math.max(0, doc.amountCents - (doc.paidOnAccountCents ?? 0));
}
