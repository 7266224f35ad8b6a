// Quick order by part number: lines of "SKU quantity" (space, comma, semicolon or tab between them; any case), as
// typed, pasted or read from a CSV file. The page checks each line as it is typed; POST /api/quick-order reads the
// same text with the same parser and adds what only the server knows (the product, its rules and stock).
import { z } from 'zod';
import { catalogueMessages as m } from './catalogue-messages';
import type { PriceBreak } from './product-entity';
import { SKU_PATTERN } from './catalogue-fields-schema';

export const QUICK_ORDER_MAX_LINES = 200;
/** 200 lines of a long SKU, a quantity and a few spare columns. */
export const QUICK_ORDER_TEXT_MAX_LENGTH = 200 * 100;
const QUANTITY_MAX = 1_000_000;

export interface QuickOrderLine {
  /** 1-based line number in the text, so a page can point at it. */
  line: number;
  sku: string;
  /** 0 when the line's quantity cannot be read. */
  quantity: number;
  /** What is wrong with the line as written; empty when it reads well. */
  problems: string[];
}

const FIELD_SEPARATOR = /[\s,;]+/;
const HEADER_SKU = /^(sku|part|part-?no|part-?number|item)$/i;

/** Text lines that hold something (blank lines are skipped). */
function filledLines(text: string): { line: number; text: string }[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line, index) => ({ line: index + 1, text: line.trim() }))
    .filter((line) => line.text !== '');
}

/** How many order lines the text holds: what the 200-line limit counts. */
export function quickOrderLineCount(text: string): number {
  return parseQuickOrder(text).length;
}

/**
 * Each filled line as SKU and quantity. A missing quantity is 1; columns after the second are ignored (a CSV
 * from another system may have a description); a first line of column titles ("SKU,Quantity") is skipped.
 */
export function parseQuickOrder(text: string): QuickOrderLine[] {
  const lines = filledLines(text);
  const read: QuickOrderLine[] = [];
  for (const [index, { line, text: content }] of lines.entries()) {
    const fields = content
      .split(FIELD_SEPARATOR)
      .map((field) => field.replace(/^["']|["']$/g, ''))
      .filter((field) => field !== '');
    const [sku = '', quantityText] = fields;
    if (index === 0 && HEADER_SKU.test(sku) && (quantityText === undefined || !/^\d+$/.test(quantityText))) continue;
    const problems: string[] = [];
    if (!SKU_PATTERN.test(sku)) problems.push(sku === '' ? m.quickOrderLineInvalid : m.skuInvalid);
    let quantity = 1;
    if (quantityText !== undefined) {
      quantity = /^\d{1,7}$/.test(quantityText) ? Number(quantityText) : 0;
      if (quantity < 1 || quantity > QUANTITY_MAX) {
        quantity = 0;
        problems.push(m.quickOrderQuantityInvalid);
      }
    }
    read.push({ line, sku, quantity, problems });
  }
  return read;
}

/** POST /api/quick-order: the text, at most 200 order lines. */
export const quickOrderRequestSchema = z.strictObject({
  text: z
    .string({ error: m.quickOrderTextRequired })
    .max(QUICK_ORDER_TEXT_MAX_LENGTH, m.quickOrderTextTooLong)
    .refine((text) => text.trim() !== '', m.quickOrderTextRequired)
    .refine(
      (text) => quickOrderLineCount(text) <= QUICK_ORDER_MAX_LINES,
      m.quickOrderTooManyLines(QUICK_ORDER_MAX_LINES),
    ),
});
export type QuickOrderRequest = z.infer<typeof quickOrderRequestSchema>;

/**
 * POST /api/quick-order's answer line: the product the SKU names, when one does, with its unit price for this
 * quantity (`priceBreak` names the break that gave it, null for the plain price) and the line's `amount`, in
 * dollars as GET /order's lines show them.
 */
export interface QuickOrderAnswerLine {
  sku: string;
  productId?: string;
  productName?: string;
  price?: number;
  priceBreak?: PriceBreak | null;
  amount?: number;
  quantity: number;
  problems: string[];
}
