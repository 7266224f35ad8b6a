import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../field-errors';
import { validationMessages as m } from '../messages';
import { productEditRequestSchema, productEditSchema } from './product-edit-schema';
import { stockAdjustmentRequestSchema, stockAdjustmentSchema } from './stock-adjustment-schema';
import { isLowStock } from './stock-adjustment';

const errorsOf = (schema: { safeParse(v: unknown): any }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
};

describe('product edit', () => {
  it("judges each sent field with Add Product's own message and ignores the ones not sent", () => {
    expect(errorsOf(productEditRequestSchema, { price: 12.5 })).toEqual({});
    expect(errorsOf(productEditRequestSchema, { price: '12.5', minimum: '3' })).toEqual({});
    expect(errorsOf(productEditRequestSchema, { price: 0, name: ' ' })).toEqual({
      price: m.priceInvalid,
      name: m.productNameRequired,
    });
    expect(errorsOf(productEditRequestSchema, { picture: 'javascript:alert(1)' })).toEqual({
      picture: m.pictureInvalid,
    });
    expect(errorsOf(productEditRequestSchema, { minimum: 1.5 })).toEqual({ minimum: m.minimumInvalid });
  });

  it('refuses the stock count, unknown fields and an empty edit', () => {
    expect(errorsOf(productEditRequestSchema, { available: 5 })).toEqual({ available: m.availableByAdjustmentOnly });
    expect(errorsOf(productEditRequestSchema, { price: 5, priceCents: 1 })).toEqual({ priceCents: m.unknownField });
    expect(errorsOf(productEditRequestSchema, {})).toEqual({ _: m.nothingToChange });
    expect(errorsOf(productEditRequestSchema, { priceCents: 1 })).toEqual({ priceCents: m.unknownField });
    expect(errorsOf(productEditRequestSchema, { price: '1e3' })).toEqual({ price: m.priceRequired }); // as Add Product
    expect(productEditSchema.safeParse({}).success).toBe(true); // the form sends whatever it holds
  });
});

describe('stock adjustment', () => {
  it('takes a whole non-zero change, a listed reason, and a note for "other"', () => {
    expect(errorsOf(stockAdjustmentRequestSchema, { delta: -3, reason: 'damaged' })).toEqual({});
    expect(errorsOf(stockAdjustmentRequestSchema, { delta: '12', reason: 'received', note: 'PO 1' })).toEqual({});
    expect(errorsOf(stockAdjustmentRequestSchema, { delta: 2, reason: 'other', note: 'Found in van' })).toEqual({});
    expect(errorsOf(stockAdjustmentSchema, { delta: 0, reason: 'received' })).toEqual({ delta: m.stockDeltaInvalid });
    expect(errorsOf(stockAdjustmentSchema, { delta: 1.5, reason: 'received' })).toEqual({
      delta: m.stockDeltaInvalid,
    });
    expect(errorsOf(stockAdjustmentSchema, { reason: 'theft' })).toEqual({
      delta: m.stockDeltaRequired,
      reason: m.stockReasonInvalid,
    });
    expect(errorsOf(stockAdjustmentSchema, { delta: 1, reason: 'other', note: '  ' })).toEqual({
      note: m.stockNoteRequired,
    });
    expect(errorsOf(stockAdjustmentSchema, { delta: 1, reason: 'other' })).toEqual({ note: m.stockNoteRequired });
    expect(errorsOf(stockAdjustmentSchema, { delta: 1, reason: 'received', by: 'x' })).toEqual({
      by: m.unknownField,
    });
  });
});

describe('low stock', () => {
  it('is fewer in stock than the minimum order', () => {
    expect(isLowStock({ available: 1, minimum: 2 })).toBe(true);
    expect(isLowStock({ available: 2, minimum: 2 })).toBe(false);
  });
});
