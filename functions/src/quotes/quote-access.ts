// Who may do what with a quote: the customer who asked, a company admin of the same company (their company's
// quotes are theirs too), and the shop's admins. Membership is read on every request, as company-membership.ts does.
import { quoteMessages as q, type QuoteDoc } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { forbidden } from '../platform/refusal';
import { membershipOf } from '../trade';

/** Whether the caller answers for this quote as its customer: the one who asked, or their company's admin. */
export async function actsAsQuoteCustomer(deps: Deps, caller: Caller, quote: QuoteDoc): Promise<boolean> {
  if (quote.uid === caller.uid) return true;
  if (!quote.companyId) return false;
  const membership = await membershipOf(deps, caller);
  return membership?.companyId === quote.companyId && membership.role === 'admin';
}

/** 403 unless the caller may read this quote: its customer's side, or a shop admin. */
export async function assertMayReadQuote(deps: Deps, caller: Caller, quote: QuoteDoc): Promise<void> {
  if (caller.admin) return;
  if (!(await actsAsQuoteCustomer(deps, caller, quote))) throw forbidden(q.notYours);
}

/** 403 unless the caller answers for this quote as its customer (accept, decline). */
export async function assertQuoteCustomer(deps: Deps, caller: Caller, quote: QuoteDoc): Promise<void> {
  if (!(await actsAsQuoteCustomer(deps, caller, quote))) throw forbidden(q.notYours);
}
