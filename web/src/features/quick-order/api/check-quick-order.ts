// POST /api/quick-order { text }: each "SKU quantity" line as the server reads it, with its product, unit price,
// line total and problems.
import type { QuickOrderAnswerLine } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';

export type QuickOrderLine = QuickOrderAnswerLine;

export const checkQuickOrder = (text: string) =>
  apiRequest<{ lines: QuickOrderLine[] }>('POST', '/quick-order', { text });
