// PATCH /api/companies/{id} (admin): a status move, checked in the transaction against the status the company has
// then, and its terms, credit limit, price list and approval limit. Approving or rejecting an application emails
// the applicant in the same transaction (the outbox), so the email exists if and only if the decision does. A price
// list names only products and categories that exist. The change is audited with the fields it changed, before and after.
import { canMoveCompany, collections, tradeMessages as t, type CompanyDoc, type CompanyUpdate } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { invalid, notFound, conflict } from '../platform/refusal';
import { runTransaction } from '../platform/run-transaction';
import { queueMail } from '../mail';
import { mailSettings } from '../mail';
import { companyDecidedMail } from './trade-mail';
import { appendAudit } from '../audit';
import type { Caller } from '../platform/caller';

/** The fields an admin sets, as the audit record shows them. */
const audited = (company: CompanyDoc) => ({
  status: company.status,
  terms: company.terms,
  creditLimitCents: company.creditLimitCents,
  priceList: company.priceList,
  approvalLimitCents: company.approvalLimitCents,
});

export async function updateCompany(
  deps: Deps,
  caller: Caller,
  companyId: string,
  change: CompanyUpdate,
): Promise<CompanyDoc> {
  const companyRef = deps.db.collection(collections.companies).doc(companyId);
  const products = Object.keys(change.priceList?.pricesCents ?? {}).map((id) =>
    deps.db.collection(collections.products).doc(id),
  );
  const categories = Object.keys(change.priceList?.categoryDiscounts ?? {}).map((slug) =>
    deps.db.collection(collections.categories).doc(slug),
  );
  const changed = await runTransaction(deps.db, async (tx) => {
    const snapshot = await tx.get(companyRef);
    if (!snapshot.exists) throw notFound(t.companyNotFound);
    const company = snapshot.data() as CompanyDoc;
    const named = products.length + categories.length > 0 ? await tx.getAll(...products, ...categories) : [];
    const missing = named.findIndex((document) => !document.exists);
    if (missing >= 0) {
      const id = named[missing]!.id;
      const message = missing < products.length ? t.netPriceProductUnknown(id) : t.categoryDiscountCategoryUnknown(id);
      throw invalid(message, { priceList: message });
    }
    if (change.status !== undefined && !canMoveCompany(company.status, change.status))
      throw conflict(t.companyMoveRefused(company.status, change.status));
    const updated: CompanyDoc = {
      ...company,
      ...(change.status !== undefined && { status: change.status }),
      ...(change.terms !== undefined && { terms: change.terms }),
      ...(change.creditLimit !== undefined && { creditLimitCents: change.creditLimit }),
      ...(change.priceList !== undefined && { priceList: change.priceList }),
      ...(change.approvalLimit !== undefined && { approvalLimitCents: change.approvalLimit }),
      updatedAt: deps.now(),
    };
    tx.set(companyRef, updated);
    appendAudit(tx, deps.db, {
      action: 'company.update',
      actor: caller,
      target: { collection: collections.companies, id: companyId },
      before: audited(company),
      after: audited(updated),
      at: updated.updatedAt as Date,
    });
    const decided = company.status === 'pending' && (change.status === 'approved' || change.status === 'rejected');
    if (decided)
      queueMail(
        tx,
        deps.db,
        companyDecidedMail(mailSettings(), company.applicant.email, company, change.status === 'approved'),
      );
    return updated;
  });
  // Only the status and the price list are shown by the quote and GET /api/prices: this instance shows such a
  // change from the next call, other instances within moments. Terms and limits are never read from memory.
  if (change.status !== undefined || change.priceList !== undefined) await deps.heldMemberships.reload();
  return changed;
}
