// POST /api/quick-order { text }: each "SKU quantity" line as the server reads it, with its product and problems.
import { apiRequest } from '../../../lib/api-client';

export interface QuickOrderLine {
  sku: string;
  productId?: string;
  quantity: number;
  problems: string[];
}

export const checkQuickOrder = (text: string) =>
  apiRequest<{ lines: QuickOrderLine[] }>('POST', '/quick-order', { text });
