import { describe, expect, it } from 'vitest';
import { parseQuickOrder, quickOrderRequestSchema, QUICK_ORDER_MAX_LINES } from './quick-order';
import { catalogueMessages as m } from './catalogue-messages';

describe('the quick order parser', () => {
  it('reads "SKU quantity" lines separated by a space, a comma, a semicolon or a tab, in any case', () => {
    const lines = parseQuickOrder('DR-18V-01 2\r\nag-125-900,3\n\n  bat-18v-5ah\t4\ncb-1;10\n"sw-2","1"');
    expect(lines.map(({ sku, quantity }) => [sku, quantity])).toEqual([
      ['DR-18V-01', 2],
      ['ag-125-900', 3],
      ['bat-18v-5ah', 4],
      ['cb-1', 10],
      ['sw-2', 1],
    ]);
    expect(lines.every((line) => line.problems.length === 0)).toBe(true);
    expect(lines.map((line) => line.line)).toEqual([1, 2, 4, 5, 6]);
  });

  it('skips a CSV header line, takes 1 when the quantity is missing and ignores further columns', () => {
    const lines = parseQuickOrder('SKU,Quantity,Description\nDR-18V-01,2,Cordless drill\nCB-100');
    expect(lines.map(({ sku, quantity, problems }) => [sku, quantity, problems])).toEqual([
      ['DR-18V-01', 2, []],
      ['CB-100', 1, []],
    ]);
  });

  it('names what is wrong with a line', () => {
    const [badSku, badQuantity, zero] = parseQuickOrder('DR/18 2\nDR-18 two\nDR-18 0');
    expect(badSku!.problems).toEqual([m.skuInvalid]);
    expect(badQuantity!.problems).toEqual([m.quickOrderQuantityInvalid]);
    expect(badQuantity!.quantity).toBe(0);
    expect(zero!.problems).toEqual([m.quickOrderQuantityInvalid]);
  });

  it('accepts at most 200 lines and refuses an empty text', () => {
    const lines = (count: number) => Array.from({ length: count }, (_, i) => `SKU-${i} 1`).join('\n');
    expect(quickOrderRequestSchema.safeParse({ text: lines(QUICK_ORDER_MAX_LINES) }).success).toBe(true);
    const over = quickOrderRequestSchema.safeParse({ text: lines(QUICK_ORDER_MAX_LINES + 1) });
    expect(over.error?.issues[0]?.message).toBe(m.quickOrderTooManyLines(QUICK_ORDER_MAX_LINES));
    expect(quickOrderRequestSchema.safeParse({ text: ' \n ' }).error?.issues[0]?.message).toBe(
      m.quickOrderTextRequired,
    );
    expect(quickOrderRequestSchema.safeParse({ text: 'A-1 1', extra: 1 }).success).toBe(false);
  });
});
