// GET /api/companies?status=&q=&cursor= (admin): one page of companies, newest first, or those whose name starts
// with `q` (any case), by name. An empty parameter means "not given".
import { z } from 'zod';
import { pageCursorField } from '../fields';
import { tradeMessages as t } from './trade-messages';
import { COMPANY_STATUSES } from './company-status';

const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

export const companyPageQuerySchema = z.strictObject({
  status: z.preprocess(emptyAsAbsent, z.enum(COMPANY_STATUSES, { error: t.companyStatusFilterInvalid }).optional()),
  q: z.preprocess(
    emptyAsAbsent,
    z
      .string({ error: 'The search is too long' })
      .trim()
      .max(120, 'The search is too long')
      .transform((q) => q.toLowerCase())
      .optional(),
  ),
  cursor: pageCursorField,
});
export type CompanyPageQuery = z.output<typeof companyPageQuerySchema>;
