// Whether a buyer's order will wait for approval, as the buyer's screens say it before the order is placed: from
// the company as GET /api/companies/mine answers it. The checkout's own rule (order-approval.ts, orderLimitCentsOf
// and isOverLimit, checked in the order's commit) stays the authority; this reads the same limit (the member's
// own, else the company's) off the answer, in dollars, only to warn sooner. It imports nothing of the approval
// schemas, so the checkout's chunk shares no new module with the trade screens.
import { dollarsToCents } from '../money';
import type { MyCompany } from './company-entity';
import { tradesAsCompany } from './company-status';

export interface ApprovalHold {
  /** The limit in cents: an order over it waits (one at the limit goes through). */
  limitCents: number;
  /** The emails of the company's admins other than the buyer: who decides. */
  approvers: string[];
}

/** What holds this member's orders for approval; null when none waits (no limit, or nobody else to approve). */
export function approvalHoldOf(mine: MyCompany, uid: string): ApprovalHold | null {
  if (!tradesAsCompany(mine.company.status)) return null;
  const limit = mine.members.find((m) => m.uid === uid)?.orderLimit ?? mine.company.approvalLimit;
  const approvers = mine.members.filter((m) => m.role === 'admin' && m.uid !== uid).map((m) => m.email);
  return limit === null || approvers.length === 0 ? null : { limitCents: dollarsToCents(limit), approvers };
}

/** Whether an order of this amount (cents) would wait under this hold. */
export function isHeldForApproval(hold: ApprovalHold | null, amountCents: number): hold is ApprovalHold {
  return hold !== null && amountCents > hold.limitCents;
}
