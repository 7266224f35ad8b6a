// POST /api/invoices/{number}/payments (admin): a bank transfer received for an invoice on account. In one
// transaction it reads the order, refuses more than the invoice still owes (409), keeps the payment on the order,
// closes the receivable once nothing is owed and gives the amount back to the company's credit at once.
import {
  accountBalanceCents,
  centsToDollars,
  collections,
  tradeMessages as t,
  type AccountPaymentDoc,
  type InvoicePayment,
  type OrderDoc,
} from '@toolshop/domain';
import { FieldValue } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { invalid, notFound, conflict } from '../platform/refusal';
import { runTransaction } from '../platform/run-transaction';

export interface InvoicePaymentAnswer {
  invoiceNumber: string;
  orderId: string;
  amount: number;
  paid: number;
  balance: number;
}

export async function recordInvoicePayment(
  deps: Deps,
  caller: Caller,
  invoiceNumber: string,
  payment: InvoicePayment,
): Promise<InvoicePaymentAnswer> {
  const now = deps.now();
  if (payment.receivedAt.getTime() > now.getTime()) throw invalid(t.paymentReceivedInFuture);
  // Invoice numbers are unique (the sequencer's): the order is found by its number, then read in the transaction.
  const found = await deps.db.collection(collections.orders).where('invoiceNumber', '==', invoiceNumber).limit(1).get();
  if (found.empty) throw notFound(t.invoiceNotFound);
  const ref = found.docs[0]!.ref;
  return runTransaction(deps.db, async (tx) => {
    const order = (await tx.get(ref)).data() as OrderDoc;
    if (order.paymentMethod !== 'account' || !order.companyId) throw conflict(t.invoiceNotOnAccount);
    const balance = accountBalanceCents(order);
    if (payment.amount > balance) throw conflict(t.overPayment(centsToDollars(balance)));
    const paid = (order.paidOnAccountCents ?? 0) + payment.amount;
    const received: AccountPaymentDoc = {
      amountCents: payment.amount,
      reference: payment.reference,
      receivedAt: payment.receivedAt,
      recordedBy: { uid: caller.uid, email: caller.email },
      recordedAt: now,
    };
    tx.update(ref, {
      paidOnAccountCents: paid,
      accountPayments: FieldValue.arrayUnion(received),
      ...(paid >= order.amountCents ? { receivableDueAt: FieldValue.delete() } : {}),
    });
    tx.update(deps.db.collection(collections.companies).doc(order.companyId), {
      creditUsedCents: FieldValue.increment(-payment.amount),
      updatedAt: now,
    });
    return {
      invoiceNumber,
      orderId: ref.id,
      amount: centsToDollars(order.amountCents),
      paid: centsToDollars(paid),
      balance: centsToDollars(order.amountCents - paid),
    };
  });
}
