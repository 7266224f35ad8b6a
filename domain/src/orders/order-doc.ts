// An order as Firestore stores it (orders/{id}); order-entity.ts turns it into SPEC's REST shape. Timestamps are
// typed loosely so this file needs no Firebase import.
import type { OrderStatus } from './order-status';
import type { OrderLineDoc } from './order-lines';
import type { Address } from '../profiles/address-schema';
import type { PriceBreakDoc } from '../products/price-break-doc';
import type { PaymentMethod } from '../trade/pay-on-account';
import type { ReverseCharge } from '../trade/reverse-charge';
import type { OrderApprovalDoc } from '../trade/order-approval-entity';

/** A payment received for an invoice on account. */
export interface AccountPaymentDoc {
  amountCents: number;
  reference: string;
  receivedAt: unknown;
  recordedBy: { uid: string; email: string };
  recordedAt: unknown;
}

/** One refund of an order's return as the order keeps it (returns/refund-return.ts): its day, amounts and lines. */
export interface OrderReturnRefund {
  at: unknown;
  goodsCents: number;
  shippingCents: number;
  taxCents: number;
  amountCents: number;
  lines: { productId: string; quantity: number; amountCents: number }[];
}

/** What an order is for and who pays how, stored and answered alike. */
export interface OrderOrigin {
  /** A free replacement for a return (returns/{id}): no payment, no invoice. */
  replacementFor?: { returnId: string; orderId: string };
  /** A free order deciding a warranty claim (claims/{id}): a replacement or parts; no payment, no invoice. */
  warrantyClaimFor?: { claimId: string; serial: string };
  /** How a checkout order is paid: by card, or on its company's account (trade/pay-on-account.ts). */
  paymentMethod?: PaymentMethod;
  /** The company a trade buyer ordered for. */
  companyId?: string;
  /** The buyer's purchase-order reference. */
  poNumber?: string;
  /** The readable order number (#100001 upward; orders/order-number-blocks.ts), unique, never reused; shown as #100001. */
  number?: number;
}

export interface OrderDoc extends OrderOrigin {
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
  /** Zero-rated by reverse charge (trade/reverse-charge.ts): both VAT IDs, as the invoice prints them. */
  reverseCharge?: ReverseCharge;
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
  /** Each refund of its returns, by return id: what the sales report takes back on the refund's day. */
  returnRefunds?: Record<string, OrderReturnRefund>;
  /** Every piece came back through returns and was refunded: the order reads "Returned". */
  returned?: boolean;
  /** A trade buyer's order over its limit: waiting for, or given, a company admin's approval (or waived). */
  approval?: OrderApprovalDoc;
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
