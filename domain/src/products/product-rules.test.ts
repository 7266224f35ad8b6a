import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../field-errors';
import { validationMessages as m } from '../messages';
import { productFieldsSchema, productRequestSchema, productSchema } from './product-schema';

const errorsOf = (schema: { safeParse(v: unknown): any }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
};

const plain = { name: 'Screws', price: 10, available: 500, minimum: 10, description: 'Screws.', picture: '/p.png' };

describe('pack size, maximum per order and price breaks on a product', () => {
  it('a product without them is as valid as before', () => {
    expect(errorsOf(productSchema, plain)).toEqual({});
    expect(productSchema.parse(plain)).toEqual(plain);
  });

  it('accepts a pack size, a maximum and a break table that starts above the minimum and undercuts the price', () => {
    const product = {
      ...plain,
      increment: 10,
      maximum: 400,
      priceBreaks: [
        { minQuantity: 50, price: 9 },
        { minQuantity: 100, price: 8.5 },
      ],
    };
    expect(errorsOf(productSchema, product)).toEqual({});
  });

  it('says what is wrong with each field on its own', () => {
    expect(errorsOf(productSchema, { ...plain, increment: 0, maximum: 1.5, priceBreaks: 'cheap' })).toEqual({
      increment: m.incrementInvalid,
      maximum: m.maximumInvalid,
      priceBreaks: m.priceBreaksInvalid,
    });
    expect(
      errorsOf(productSchema, {
        ...plain,
        priceBreaks: [{ minQuantity: 1, price: 0 }, { price: 9.999 }, { minQuantity: 20, price: 5, note: 'x' }],
      }),
    ).toEqual({
      'priceBreaks.0.minQuantity': m.breakQuantityInvalid,
      'priceBreaks.0.price': m.priceInvalid,
      'priceBreaks.1.minQuantity': m.breakQuantityRequired,
      'priceBreaks.1.price': m.priceInvalid,
      'priceBreaks.2.note': m.unknownField,
    });
    const many = Array.from({ length: 11 }, (_, i) => ({ minQuantity: 20 + i, price: 9 - i * 0.1 }));
    expect(errorsOf(productSchema, { ...plain, priceBreaks: many })).toEqual({ priceBreaks: m.priceBreaksTooMany });
  });

  it('wants break quantities strictly increasing and break prices strictly decreasing', () => {
    const breaks = [
      { minQuantity: 50, price: 9 },
      { minQuantity: 50, price: 9 },
      { minQuantity: 40, price: 9.5 },
    ];
    expect(errorsOf(productSchema, { ...plain, priceBreaks: breaks })).toEqual({
      'priceBreaks.1.minQuantity': m.breakQuantityNotIncreasing,
      'priceBreaks.1.price': m.breakPriceNotDecreasing,
      'priceBreaks.2.minQuantity': m.breakQuantityNotIncreasing,
      'priceBreaks.2.price': m.breakPriceNotDecreasing,
    });
  });

  it('relates the rules to the price, the minimum and the maximum', () => {
    expect(errorsOf(productSchema, { ...plain, maximum: 9 })).toEqual({ maximum: m.maximumBelowMinimum });
    expect(errorsOf(productSchema, { ...plain, increment: 12, maximum: 11 })).toEqual({
      minimum: m.minimumNotInPacks(12, 12),
      maximum: m.maximumNotInPacks(12, 12),
    });
    expect(
      errorsOf(productSchema, {
        ...plain,
        maximum: 100,
        priceBreaks: [
          { minQuantity: 10, price: 10 },
          { minQuantity: 101, price: 5 },
        ],
      }),
    ).toEqual({
      'priceBreaks.0.minQuantity': m.breakQuantityNotAboveMinimum,
      'priceBreaks.0.price': m.breakPriceNotBelowPrice,
      'priceBreaks.1.minQuantity': m.breakQuantityAboveMaximum,
    });
  });

  it('wants the minimum and the maximum in whole packs, naming the nearest one', () => {
    expect(errorsOf(productSchema, { ...plain, minimum: 15, increment: 10 })).toEqual({
      minimum: m.minimumNotInPacks(10, 20),
    });
    expect(m.minimumNotInPacks(10, 20)).toBe('Minimum order must be a whole number of packs of 10, such as 20');
    expect(errorsOf(productSchema, { ...plain, increment: 10, maximum: 25 })).toEqual({
      maximum: m.maximumNotInPacks(10, 20),
    });
    expect(m.maximumNotInPacks(10, 20)).toBe('Maximum per order must be a whole number of packs of 10, such as 20');
    expect(errorsOf(productSchema, { ...plain, minimum: 20, increment: 10, maximum: 20 })).toEqual({});
    expect(errorsOf(productSchema, { ...plain, minimum: 15, increment: 1, maximum: 25 })).toEqual({});
    expect(errorsOf(productSchema, { ...plain, minimum: 15, maximum: 25 })).toEqual({});
    // A pack size wrong in itself gets its own message only.
    expect(errorsOf(productSchema, { ...plain, minimum: 15, increment: 0, maximum: 25 })).toEqual({
      increment: m.incrementInvalid,
    });
    expect(errorsOf(productSchema, { ...plain, minimum: 15, increment: 2.5 })).toEqual({
      increment: m.incrementInvalid,
    });
  });

  it('names every rule between fields at once, so a form shows them together', () => {
    expect(
      errorsOf(productSchema, {
        ...plain,
        maximum: 5,
        priceBreaks: [
          { minQuantity: 100, price: 10.5 },
          { minQuantity: 80, price: 9 },
        ],
      }),
    ).toEqual({
      maximum: m.maximumBelowMinimum,
      'priceBreaks.0.minQuantity': m.breakQuantityAboveMaximum,
      'priceBreaks.0.price': m.breakPriceNotBelowPrice,
      'priceBreaks.1.minQuantity': m.breakQuantityNotIncreasing,
    });
  });

  it('reads the pack size and maximum as text from an old-style client, and leaves the field schema partial-able', () => {
    expect(productRequestSchema.parse({ ...plain, increment: '5', maximum: '100' })).toMatchObject({
      increment: 5,
      maximum: 100,
    });
    expect(productFieldsSchema.partial().safeParse({ maximum: 3 }).success).toBe(true);
  });
});
