// What a checkout on account reads and writes besides the order (orders/checkout.ts). The company document is
// where two buyers of one company meet: its `creditUsedCents` is read with the order's other versions and raised in
// the order's own commit under the company's update-time precondition, so of two checkouts that read the same
// credit only one commits and the other reads again and is checked against the credit the first one used. Only
// that company's checkouts on account contend there; nothing shared by all companies is written.
import {
  accountRefusal,
  collections,
  dueDateOf,
  longOverdueCutoff,
  transitionTarget,
  tradeMessages as t,
  type CompanyDoc,
  type OrderDoc,
} from '@toolshop/domain';
import type { DocumentReference, Firestore, Timestamp, WriteBatch } from 'firebase-admin/firestore';
import { conflict } from '../platform/refusal';
import { runTransaction } from '../platform/run-transaction';
import type { Deps } from '../platform/deps';
import { moveOrder } from '../order-moves';
import type { Membership } from './company-membership';

/** The company as one version of it: what the credit is checked against, and the commit's precondition. */
export interface CompanyVersion {
  ref: DocumentReference;
  doc: CompanyDoc;
  updateTime: Timestamp;
}

export function companyVersionOf(db: Firestore, membership: Membership | null): CompanyVersion | undefined {
  if (!membership?.companyUpdateTime) return undefined;
  return {
    ref: db.collection(collections.companies).doc(membership.companyId),
    doc: membership.company,
    updateTime: membership.companyUpdateTime,
  };
}

/** The company read again (a retry after another write came first). */
export async function readCompanyVersion(ref: DocumentReference): Promise<CompanyVersion | undefined> {
  const snapshot = await ref.get();
  return snapshot.exists ? { ref, doc: snapshot.data() as CompanyDoc, updateTime: snapshot.updateTime! } : undefined;
}

/** Whether one of the company's invoices on account is overdue more than 30 days (one indexed query, limit 1). */
export async function hasLongOverdueInvoice(db: Firestore, companyId: string, now: Date): Promise<boolean> {
  const overdue = await db
    .collection(collections.orders)
    .where('companyId', '==', companyId)
    .where('receivableDueAt', '<', longOverdueCutoff(now))
    .limit(1)
    .get();
  return !overdue.empty;
}

/**
 * The overdue-invoice check of a checkout on account, asked beside its first reads for the company this instance
 * last saw the buyer in (deps.knownCompanies), and asked again only when the membership names another company.
 */
export function overdueCheckBeside(
  deps: Pick<Deps, 'db' | 'knownCompanies'>,
  uid: string,
  now: Date,
): (companyId: string) => Promise<boolean> {
  const guess = deps.knownCompanies.guess(uid);
  const asked = guess ? hasLongOverdueInvoice(deps.db, guess, now) : undefined;
  // Not awaited when the guess turns out wrong: its failure must not go unhandled.
  asked?.catch(() => undefined);
  return (companyId) => (asked && companyId === guess ? asked : hasLongOverdueInvoice(deps.db, companyId, now));
}

/** 409 with the reason when the order cannot go on this company's account. */
export function assertFitsAccount(company: CompanyVersion | undefined, amountCents: number, longOverdue: boolean) {
  if (!company) throw conflict(t.notOnNetTerms);
  const refusal = accountRefusal(company.doc, amountCents, longOverdue);
  if (refusal) throw conflict(refusal);
}

/** The order's commit draws its amount on the company's credit, only over the version it was checked against. */
export function drawCredit(batch: WriteBatch, company: CompanyVersion, amountCents: number, now: Date): void {
  const used = Math.max(0, company.doc.creditUsedCents ?? 0) + amountCents;
  batch.update(company.ref, { creditUsedCents: used, updatedAt: now }, { lastUpdateTime: company.updateTime });
}

/** What paying on account sets on the order: paid now, its invoice due after the company's terms, none received. */
export function accountPaymentFields(company: CompanyDoc, now: Date): Partial<OrderDoc> {
  const dueAt = dueDateOf(now, company.terms);
  if (!dueAt) throw new Error('An order on account needs net terms');
  return { paidAt: now, dueAt, receivableDueAt: dueAt, paidOnAccountCents: 0 };
}

/**
 * An order approved on account is paid by the one state machine's `pay` move (which asks the sequencer for its
 * invoice number, sends the emails and counts it out of the unpaid orders), with its due date: issue date + terms.
 */
export async function payOnAccount(
  deps: Pick<Deps, 'db' | 'bookkeeping'>,
  ref: DocumentReference,
  company: CompanyDoc,
  now: Date,
): Promise<OrderDoc> {
  const fields = accountPaymentFields(company, now);
  const paid = await runTransaction(deps.db, async (tx) => {
    const order = (await tx.get(ref)).data() as OrderDoc;
    await moveOrder(tx, ref, order, { transition: 'pay', by: null, at: now, fields });
    return { ...order, ...fields, status: transitionTarget('pay') };
  });
  // Paid: its invoice number is asked for (bookkeeping-kick.ts), whichever call paid it.
  await deps.bookkeeping.afterCommit(`paid-account-${ref.id}`);
  return paid;
}
