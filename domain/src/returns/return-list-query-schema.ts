// GET /api/returns?status=&orderId=&cursor=: a page of returns, of one status or of one order (all optional).
import { z } from 'zod';
import { docIdField, pageCursorField } from '../fields';
import { RETURN_STATUSES } from './return-status';

const emptyIsAbsent = (value: unknown) => (value === '' ? undefined : value);

export const returnListQuerySchema = z.object({
  status: z.preprocess(emptyIsAbsent, z.enum(RETURN_STATUSES, { error: 'Unknown return status' }).optional()),
  orderId: z.preprocess(emptyIsAbsent, docIdField.optional()),
  cursor: pageCursorField,
});
export type ReturnListQuery = z.output<typeof returnListQuerySchema>;
