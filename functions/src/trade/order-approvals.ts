// A company admin's decision on a buyer's order awaiting approval, each in one transaction that reads the order,
// the caller's membership and the company as they stand then and starts from `awaitingApproval` (409 otherwise):
// - approve: the one state machine's `approve` move (to unpaid, with an unpaid order's time to pay); an order on
//   account is then paid at once by the `pay` move, as a checkout on account is (trade/account-checkout.ts);
// - reject: the `reject` move (to cancelled) with the reason, the stock back, the buyer emailed.
// Only an admin of the order's own company decides (403 otherwise), never on an order of their own, even as an
// admin: the buyer's limit would mean nothing if they could lift it themselves.
import {
  centsToDollars,
  collections,
  PURCHASE_STATUSES,
  toListedOrder,
  tradeMessages as t,
  transitionTarget,
  creditOf,
  tradesAsCompany,
  type ApprovalsAnswer,
  type CompanyDoc,
  type CompanyMemberDoc,
  type OrderDoc,
} from '@toolshop/domain';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { forbidden, notFound, conflict } from '../platform/refusal';
import { runTransaction } from '../platform/run-transaction';
import { moveOrder } from '../order-moves';
import { reservationEnd } from '../order-moves';
import { payOnAccount } from './account-checkout';
import { membershipOf } from './company-membership';

interface Decidable {
  order: OrderDoc;
  company: CompanyDoc;
}

/** The order and its company, once the caller proves to be another admin of that company. */
async function asApprover(deps: Deps, tx: Transaction, caller: Caller, ref: DocumentReference): Promise<Decidable> {
  const [orderSnapshot, memberSnapshot] = await Promise.all([
    tx.get(ref),
    tx.get(deps.db.collection(collections.companyMembers).doc(caller.uid)),
  ]);
  if (!orderSnapshot.exists) throw notFound(t.approvalNotFound);
  const order = orderSnapshot.data() as OrderDoc;
  const member = memberSnapshot.data() as CompanyMemberDoc | undefined;
  if (!order.companyId || member?.companyId !== order.companyId || member.role !== 'admin')
    throw forbidden(t.notCompanyAdmin);
  if (order.uid === caller.uid) throw forbidden(t.ownOrderNotApprovable);
  const companySnapshot = await tx.get(deps.db.collection(collections.companies).doc(order.companyId));
  const company = companySnapshot.data() as CompanyDoc | undefined;
  if (!company || !tradesAsCompany(company.status)) throw conflict(t.companyNotApproved);
  if (order.status !== 'awaitingApproval') throw conflict(t.orderNotAwaitingApproval);
  return { order, company };
}

export async function approveOrder(deps: Deps, caller: Caller, orderId: string): Promise<OrderDoc> {
  const ref = deps.db.collection(collections.orders).doc(orderId);
  const by = { uid: caller.uid, email: caller.email };
  const { order, company, at } = await runTransaction(deps.db, async (tx) => {
    const { order, company } = await asApprover(deps, tx, caller, ref);
    const at = deps.now();
    const fields: Partial<OrderDoc> = {
      approval: { ...order.approval!, state: 'approved', by, at },
      // The buyer pays within an unpaid order's time from now, as after any checkout.
      expiresAt: reservationEnd(at),
    };
    await moveOrder(tx, ref, order, { transition: 'approve', by, at, fields });
    return { order: { ...order, ...fields, status: transitionTarget('approve') }, company, at };
  });
  if (order.paymentMethod !== 'account') return order;
  return payOnAccount(deps, ref, company, at);
}

export async function rejectOrder(deps: Deps, caller: Caller, orderId: string, reason: string): Promise<OrderDoc> {
  const ref = deps.db.collection(collections.orders).doc(orderId);
  const by = { uid: caller.uid, email: caller.email };
  const { order, restocked } = await runTransaction(deps.db, async (tx) => {
    const { order } = await asApprover(deps, tx, caller, ref);
    const at = deps.now();
    const fields: Partial<OrderDoc> = {
      approval: { ...order.approval!, state: 'rejected', by, at, reason },
      cancelledAt: at,
      cancelReason: reason,
    };
    const { restockedProductIds } = await moveOrder(tx, ref, order, {
      transition: 'reject',
      by,
      at,
      reason,
      restock: true,
      fields,
    });
    return { order: { ...order, ...fields, status: transitionTarget('reject') }, restocked: restockedProductIds };
  });
  await Promise.all(restocked.map((id) => deps.catalogue.reread(id)));
  return order;
}

/** The first moment of the caller's month, in UTC. */
function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** GET /api/approvals: a company admin's list, with the company's spend this month and its available credit. */
export async function listApprovals(deps: Deps, caller: Caller): Promise<ApprovalsAnswer> {
  const membership = await membershipOf(deps, caller);
  if (!membership || membership.role !== 'admin') throw forbidden(t.notCompanyAdmin);
  const orders = deps.db.collection(collections.orders).where('companyId', '==', membership.companyId);
  const [waiting, thisMonth] = await Promise.all([
    orders.where('status', '==', 'awaitingApproval').get(),
    orders.where('createdAt', '>=', monthStart(deps.now())).get(),
  ]);
  const spendCents = thisMonth.docs
    .map((doc) => doc.data() as OrderDoc)
    .filter((order) => PURCHASE_STATUSES.includes(order.status))
    .reduce((sum, order) => sum + order.amountCents, 0);
  return {
    orders: waiting.docs
      .map((doc) => toListedOrder(doc.id, doc.data() as OrderDoc))
      .sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? '')),
    spendThisMonth: centsToDollars(spendCents),
    credit: creditOf(membership.company),
  };
}
