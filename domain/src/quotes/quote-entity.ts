// A quote as stored (quotes/{id}) and as the API answers it, money in dollars.
import { centsToDollars } from '../money';
import { isoTime } from '../iso-time';
import { quoteStatusAt, type QuoteStatus } from './quote-status';

/** What a quote's line stores and answers alike. */
interface QuoteLineFields {
  productId: string;
  productName: string;
  quantity: number;
}

export interface QuoteLineDoc extends QuoteLineFields {
  /** The unit price the customer saw when asking (their company's, else the list price). */
  requestedPriceCents: number;
  /** The unit price quoted; null until the admin sets one. */
  priceCents: number | null;
}

export interface QuoteMessageDoc {
  from: 'customer' | 'shop';
  author: string;
  text: string;
  at: unknown;
}

/** What a quote stores and answers alike. */
interface QuoteFields {
  /** Q-100001 upward. */
  number: string;
  uid: string;
  email: string;
  name: string;
  companyId: string | null;
  status: QuoteStatus;
  note: string | null;
  /** The admin's message sent with the quote. */
  message: string | null;
  /** The order an accepted quote became. */
  orderId: string | null;
  orderNumber: number | null;
}

export interface QuoteDoc extends QuoteFields {
  lines: QuoteLineDoc[];
  shippingCents: number | null;
  validUntil: unknown;
  thread: QuoteMessageDoc[];
  /** An accept in progress: the one request holding the quote until `until` (accept-quote.ts). */
  acceptClaim?: { id: string; until: unknown } | null;
  createdAt: unknown;
  updatedAt: unknown;
}

export interface QuoteLine extends QuoteLineFields {
  requestedPrice: number;
  price: number | null;
}

export interface Quote extends QuoteFields {
  id: string;
  lines: QuoteLine[];
  shipping: number | null;
  /** The quoted goods plus shipping, once every line has a price. */
  total: number | null;
  validUntil: string | null;
  thread: { from: 'customer' | 'shop'; author: string; text: string; at: string | null }[];
  createdAt: string | null;
}

const dateOf = (value: unknown): Date | null => {
  const iso = isoTime(value);
  return iso === undefined ? null : new Date(iso);
};

export function quoteDateOf(value: unknown): Date | null {
  return dateOf(value);
}

/** The REST shape; `now` turns a quoted quote past its validity into an expired one. */
export function toQuote(id: string, doc: QuoteDoc, now: Date): Quote {
  const validUntil = dateOf(doc.validUntil);
  const priced = doc.lines.every((line) => line.priceCents !== null);
  const goodsCents = doc.lines.reduce((sum, line) => sum + (line.priceCents ?? 0) * line.quantity, 0);
  return {
    id,
    number: doc.number,
    uid: doc.uid,
    email: doc.email,
    name: doc.name,
    companyId: doc.companyId,
    status: quoteStatusAt(doc.status, validUntil, now),
    lines: doc.lines.map((line) => ({
      productId: line.productId,
      productName: line.productName,
      quantity: line.quantity,
      requestedPrice: centsToDollars(line.requestedPriceCents),
      price: line.priceCents === null ? null : centsToDollars(line.priceCents),
    })),
    note: doc.note,
    shipping: doc.shippingCents === null ? null : centsToDollars(doc.shippingCents),
    total: priced ? centsToDollars(goodsCents + (doc.shippingCents ?? 0)) : null,
    validUntil: validUntil ? validUntil.toISOString() : null,
    message: doc.message,
    thread: doc.thread.map((entry) => ({ ...entry, at: isoTime(entry.at) ?? null })),
    orderId: doc.orderId,
    orderNumber: doc.orderNumber,
    createdAt: isoTime(doc.createdAt) ?? null,
  };
}
