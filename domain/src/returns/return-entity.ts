// A return (returns/{id}), its timeline, and the REST shape (money in dollars as everywhere in the API). The per-order
// tally (returnTallies/{orderId}) is what every return of one order has taken, so two returns racing for the same
// pieces meet on one document.
import { centsToDollars } from '../money';
import { isoTime } from '../iso-time';
import type { ReturnCondition, ReturnReason } from './return-reasons';
import type { ReturnStatus } from './return-status';

export interface ReturnLineDoc {
  productId: string;
  productName: string;
  picture: string;
  quantity: number;
  unitPriceCents: number;
}

export interface ReceivedLineDoc {
  productId: string;
  quantity: number;
  condition: ReturnCondition;
}

export interface ReturnRefundDoc {
  lines: { productId: string; quantity: number }[];
  goodsCents: number;
  shippingCents: number;
  taxCents: number;
  amountCents: number;
  refundId: string;
  at: unknown;
  /** CN-<year>-<6 digits>, from the sequencer a moment after the refund (docs/decisions/0022). */
  creditNoteNumber?: string;
}

export interface ReturnEventDoc {
  status: ReturnStatus;
  at: unknown;
  by: { uid: string; email: string };
  note: string | null;
}

export interface ReturnDoc {
  number: string;
  orderId: string;
  /** The order's readable number, kept so the return names the order as every screen does. */
  orderNumber?: number;
  uid: string;
  email: string;
  lines: ReturnLineDoc[];
  reason: ReturnReason;
  comment: string | null;
  photos: string[];
  status: ReturnStatus;
  /** Asked for after the window closed: only an admin may open such a return. */
  late: boolean;
  instructions: string | null;
  rejectReason: string | null;
  received: ReceivedLineDoc[] | null;
  refund: ReturnRefundDoc | null;
  replacementOrderId: string | null;
  replacementOrderNumber?: number;
  timeline: ReturnEventDoc[];
  createdAt: unknown;
  updatedAt: unknown;
}

/** returnTallies/{orderId}: pieces of each product taken by the order's returns that were not rejected, and refunded. */
export interface ReturnTallyDoc {
  requested: Record<string, number>;
  refunded: Record<string, number>;
  refundedCents: number;
  shippingRefunded: boolean;
}

export const emptyReturnTally = (): ReturnTallyDoc => ({
  requested: {},
  refunded: {},
  refundedCents: 0,
  shippingRefunded: false,
});

/** counters/returns: the last return number given (R-100001 is the first). */
export const RETURN_NUMBER_FIRST = 100_001;
export const formatReturnNumber = (sequence: number): string => `R-${sequence}`;

export interface ReturnLine {
  productId: string;
  productName: string;
  picture: string;
  quantity: number;
  price: number;
}

export interface ReturnEvent {
  status: ReturnStatus;
  at: string;
  byEmail: string;
  note?: string;
}

export interface ReturnRefund {
  lines: { productId: string; quantity: number }[];
  goods: number;
  shipping: number;
  tax: number;
  amount: number;
  at: string;
  creditNoteNumber?: string;
}

export interface Return {
  id: string;
  number: string;
  orderId: string;
  orderNumber?: number;
  email: string;
  lines: ReturnLine[];
  reason: ReturnReason;
  comment?: string;
  photos: string[];
  status: ReturnStatus;
  late: boolean;
  instructions?: string;
  rejectReason?: string;
  received?: ReceivedLineDoc[];
  refund?: ReturnRefund;
  replacementOrderId?: string;
  replacementOrderNumber?: number;
  timeline: ReturnEvent[];
  createdAt: string;
}

export function toReturn(id: string, doc: ReturnDoc): Return {
  const answer: Return = {
    id,
    number: doc.number,
    orderId: doc.orderId,
    email: doc.email,
    lines: doc.lines.map((line) => ({
      productId: line.productId,
      productName: line.productName,
      picture: line.picture,
      quantity: line.quantity,
      price: centsToDollars(line.unitPriceCents),
    })),
    reason: doc.reason,
    photos: doc.photos,
    status: doc.status,
    late: doc.late,
    timeline: doc.timeline.map((event) => {
      const answerEvent: ReturnEvent = { status: event.status, at: isoTime(event.at) ?? '', byEmail: event.by.email };
      if (event.note) answerEvent.note = event.note;
      return answerEvent;
    }),
    createdAt: isoTime(doc.createdAt) ?? '',
  };
  if (doc.comment) answer.comment = doc.comment;
  if (doc.instructions) answer.instructions = doc.instructions;
  if (doc.rejectReason) answer.rejectReason = doc.rejectReason;
  if (doc.received) answer.received = doc.received;
  if (doc.refund) {
    const refund: ReturnRefund = {
      lines: doc.refund.lines,
      goods: centsToDollars(doc.refund.goodsCents),
      shipping: centsToDollars(doc.refund.shippingCents),
      tax: centsToDollars(doc.refund.taxCents),
      amount: centsToDollars(doc.refund.amountCents),
      at: isoTime(doc.refund.at) ?? '',
    };
    if (doc.refund.creditNoteNumber) refund.creditNoteNumber = doc.refund.creditNoteNumber;
    answer.refund = refund;
  }
  if (doc.orderNumber) answer.orderNumber = doc.orderNumber;
  if (doc.replacementOrderId) answer.replacementOrderId = doc.replacementOrderId;
  if (doc.replacementOrderNumber) answer.replacementOrderNumber = doc.replacementOrderNumber;
  return answer;
}
