// An order's approval as the order keeps it (OrderDoc.approval) and answers it (Order.approval): the limit it was
// over, and what became of it. The order's state itself is the one state machine's (order-status.ts).
import { centsToDollars } from '../money';
import { isoTime } from '../iso-time';

export type ApprovalState = 'awaiting' | 'approved' | 'rejected' | 'waived';

export interface OrderApprovalDoc {
  /** The limit the order was over, in cents. */
  limitCents: number;
  /** `waived`: the buyer is the company's only admin, so nobody else could approve and the order went through. */
  state: ApprovalState;
  by?: { uid: string; email: string };
  at?: unknown;
  reason?: string;
}

export interface OrderApproval {
  limit: number;
  state: ApprovalState;
  byEmail?: string;
  at?: string;
  reason?: string;
}

export function toOrderApproval(doc: OrderApprovalDoc): OrderApproval {
  const approval: OrderApproval = { limit: centsToDollars(doc.limitCents), state: doc.state };
  if (doc.by) approval.byEmail = doc.by.email;
  const at = isoTime(doc.at);
  if (at) approval.at = at;
  if (doc.reason) approval.reason = doc.reason;
  return approval;
}
