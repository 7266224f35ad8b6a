// GET /api/receivables?companyId=&overdue= (admin) and Dashboard -> Receivables: the invoices on account that
// still owe money, the earliest due first, with what is owed and how many days overdue.
import { z } from 'zod';
import { docIdField } from '../fields';
import { tradeMessages as t } from './trade-messages';

const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

export const receivablesQuerySchema = z.strictObject({
  companyId: z.preprocess(emptyAsAbsent, docIdField.optional()),
  overdue: z.preprocess(emptyAsAbsent, z.enum(['true', 'false'], { error: t.overdueFilterInvalid }).optional()),
});
export type ReceivablesQuery = z.output<typeof receivablesQuerySchema>;

/** At most this many open invoices in one answer; the earliest due first. */
export const RECEIVABLES_MAX = 200;

export interface Receivable {
  orderId: string;
  /** Absent for the moment between the order and the sequencer numbering its invoice. */
  invoiceNumber?: string;
  companyId: string;
  companyName: string;
  email: string;
  poNumber?: string;
  amount: number;
  paid: number;
  balance: number;
  issuedAt: string;
  dueAt: string;
  daysOverdue: number;
}

export interface ReceivablesAnswer {
  receivables: Receivable[];
}
