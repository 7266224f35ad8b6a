// GET /api/receivables?companyId=&overdue= (admin): the invoices on account still owing money, the earliest due
// first. An open invoice carries `receivableDueAt` (removed once paid), so one indexed query finds them: by
// company (companyId, receivableDueAt) or all of them (receivableDueAt), overdue ones by a due date before now.
import {
  accountBalanceCents,
  centsToDollars,
  collections,
  daysOverdue,
  isoTime,
  RECEIVABLES_MAX,
  type CompanyDoc,
  type OrderDoc,
  type Receivable,
  type ReceivablesQuery,
} from '@toolshop/domain';
import type { Query } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';

export async function listReceivables(deps: Deps, query: ReceivablesQuery): Promise<Receivable[]> {
  const now = deps.now();
  let orders: Query = deps.db.collection(collections.orders);
  if (query.companyId) orders = orders.where('companyId', '==', query.companyId);
  orders =
    query.overdue === 'true'
      ? orders.where('receivableDueAt', '<', now)
      : orders.where('receivableDueAt', '>', new Date(0));
  const open = await orders.orderBy('receivableDueAt').limit(RECEIVABLES_MAX).get();
  let docs = open.docs.map((doc) => ({ id: doc.id, order: doc.data() as OrderDoc }));
  if (query.overdue === 'false') docs = docs.filter(({ order }) => dateOf(order.dueAt).getTime() >= now.getTime());
  const companyIds = [...new Set(docs.map(({ order }) => order.companyId!))];
  const companies = companyIds.length
    ? await deps.db.getAll(...companyIds.map((id) => deps.db.collection(collections.companies).doc(id)))
    : [];
  const names = new Map(companies.map((doc) => [doc.id, (doc.data() as CompanyDoc | undefined)?.name ?? '']));
  return docs.map(({ id, order }) => {
    const dueAt = dateOf(order.dueAt);
    const paid = order.paidOnAccountCents ?? 0;
    const receivable: Receivable = {
      orderId: id,
      companyId: order.companyId!,
      companyName: names.get(order.companyId!) ?? '',
      email: order.email,
      amount: centsToDollars(order.amountCents),
      paid: centsToDollars(paid),
      balance: centsToDollars(accountBalanceCents(order)),
      issuedAt: isoTime(order.paidAt) ?? '',
      dueAt: dueAt.toISOString(),
      daysOverdue: daysOverdue(dueAt, now),
    };
    if (order.invoiceNumber) receivable.invoiceNumber = order.invoiceNumber;
    if (order.poNumber) receivable.poNumber = order.poNumber;
    return receivable;
  });
}

function dateOf(value: unknown): Date {
  return value instanceof Date ? value : (value as { toDate(): Date }).toDate();
}
