// Approvals: a buyer's order over its limit waits for another company admin (docs/decisions/0028). The limit is
// the member's own order limit, else the company's approval limit; none means no order waits. The order's state
// is the one order state machine's `awaitingApproval` (order-status.ts), not a machine of its own.
import { z } from 'zod';
import { requiredText } from '../fields';
import type { ListedOrder } from '../orders/order-list';
import type { CompanyDoc, CompanyMemberDoc } from './company-entity';
import { tradeMessages as t } from './trade-messages';

/** How long an order awaiting approval holds its stock, by default (TOOLSHOP_APPROVAL_WINDOW_SECONDS): 3 days. */
export const APPROVAL_WINDOW_SECONDS_DEFAULT = 3 * 24 * 60 * 60;
export const REJECT_REASON_MAX = 500;

/** The limit above which this member's order waits for approval, in cents; null: none waits. */
export function orderLimitCentsOf(
  company: Pick<CompanyDoc, 'approvalLimitCents'>,
  member: Pick<CompanyMemberDoc, 'orderLimitCents'> | undefined,
): number | null {
  return member?.orderLimitCents ?? company.approvalLimitCents ?? null;
}

/** Whether an order of this amount is over the limit (an order at the limit goes through). */
export function isOverLimit(amountCents: number, limitCents: number | null): boolean {
  return limitCents !== null && amountCents > limitCents;
}

/** POST /api/orders/{id}/reject { reason }. */
export const orderRejectSchema = z.strictObject({
  reason: requiredText(t.rejectReasonRequired, REJECT_REASON_MAX, t.rejectReasonTooLong(REJECT_REASON_MAX)),
});
export type OrderRejectInput = z.input<typeof orderRejectSchema>;

/** GET /api/approvals: the company's orders awaiting approval, beside its spend this month and its credit. */
export interface ApprovalsAnswer {
  /** Oldest first. */
  orders: ListedOrder[];
  /** What the company's orders placed since the first of this month (UTC) that stand as purchases came to. */
  spendThisMonth: number;
  credit: { limit: number; used: number; available: number };
}
