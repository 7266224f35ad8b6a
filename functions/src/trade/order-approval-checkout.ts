// A checkout's part in approvals: a trade buyer's order over its limit (the member's order limit, else the
// company's approval limit) is placed `awaitingApproval`, its stock reserved for the company's approval window,
// and every other company admin is asked by email in the order's own commit. A buyer who is the company's only
// admin has nobody else to approve: the order goes through as usual and keeps `approval.state: 'waived'`.
import { collections, isOverLimit, orderLimitCentsOf, type CompanyMemberDoc, type OrderDoc } from '@toolshop/domain';
import type { Firestore } from 'firebase-admin/firestore';
import type { Membership } from './company-membership';
import { approvalWindowEnd } from '../order-moves';

/** The emails of the company's admins other than `uid`: who may approve that buyer's order. */
export async function otherCompanyAdmins(db: Firestore, companyId: string, uid: string): Promise<string[]> {
  const admins = await db
    .collection(collections.companyMembers)
    .where('companyId', '==', companyId)
    .where('role', '==', 'admin')
    .get();
  return admins.docs.filter((doc) => doc.id !== uid).map((doc) => (doc.data() as CompanyMemberDoc).email);
}

/** The limit this buyer's orders are held to, in cents; null when none is. */
export function orderLimitOf(trading: Membership | undefined): number | null {
  return trading ? orderLimitCentsOf(trading.company, { orderLimitCents: trading.orderLimitCents }) : null;
}

export function isOverBuyerLimit(order: OrderDoc, limitCents: number | null): limitCents is number {
  return isOverLimit(order.amountCents, limitCents);
}

/** The order over its limit: awaiting approval when someone else may approve it, else through, marked waived. */
export function heldForApproval(order: OrderDoc, limitCents: number, approvers: string[], now: Date): OrderDoc {
  if (!approvers.length) return { ...order, approval: { limitCents, state: 'waived' } };
  return {
    ...order,
    status: 'awaitingApproval',
    expiresAt: approvalWindowEnd(now),
    approval: { limitCents, state: 'awaiting' },
  };
}
