import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validationMessages as m } from '../messages';
import { dollarsToCents } from '../money';
import { quoteQuantity } from './quantity-quote';
import { firstOrderableQuantity, quantityRulesOf, type QuantityRules } from './quantity-rules';
import { toProduct } from './product-entity';
import { toProductDoc } from './stored-product';
import { productSchema } from './product-schema';

const screws: QuantityRules = {
  priceCents: 1000,
  minimum: 10,
  available: 500,
  increment: 10,
  maximum: 300,
  priceBreaks: [
    { minQuantity: 50, priceCents: 900 },
    { minQuantity: 100, priceCents: 850 },
  ],
};

describe('quoteQuantity', () => {
  it('keeps the spec rules and prices for a product with only a minimum', () => {
    const product = { priceCents: 1999, minimum: 5, available: 10 };
    expect(quoteQuantity(product, 4).problems).toEqual([m.quantityBelowMinimum]);
    expect(quoteQuantity(product, 11).problems).toEqual([m.quantityAboveAvailable]);
    expect(quoteQuantity(product, 5)).toEqual({
      unitPriceCents: 1999,
      listUnitPriceCents: 1999,
      amountCents: 9995,
      priceBreak: null,
      problems: [],
    });
    expect(quoteQuantity(product, 10).problems).toEqual([]);
  });

  it('names each rule a quantity breaks, in the words customers see', () => {
    expect(quoteQuantity(screws, 15).problems).toEqual(['Order in packs of 10']);
    expect(quoteQuantity(screws, 310).problems).toEqual(['Your order is over the maximum of 300 per order']);
    expect(quoteQuantity({ ...screws, available: 20 }, 30).problems).toEqual([m.quantityAboveAvailable]);
    expect(quoteQuantity(screws, 5).problems).toEqual([m.quantityBelowMinimum, 'Order in packs of 10']);
  });

  it('prices from the highest break the quantity reaches, and says which', () => {
    expect(quoteQuantity(screws, 40)).toMatchObject({ unitPriceCents: 1000, amountCents: 40_000, priceBreak: null });
    expect(quoteQuantity(screws, 50)).toMatchObject({
      unitPriceCents: 900,
      amountCents: 45_000,
      priceBreak: { minQuantity: 50, priceCents: 900 },
    });
    expect(quoteQuantity(screws, 99 + 1)).toMatchObject({ unitPriceCents: 850, priceBreak: { minQuantity: 100 } });
    expect(quoteQuantity(screws, 300).amountCents).toBe(255_000);
  });

  it('reads a product as the API shows it (dollars) the same as the stored one (cents)', () => {
    const input = {
      name: 'Screws',
      description: 'Screws.',
      picture: '/p.png',
      price: 10,
      available: 500,
      minimum: 10,
      increment: 10,
      maximum: 300,
      priceBreaks: [
        { minQuantity: 50, price: 9 },
        { minQuantity: 100, price: 8.5 },
      ],
    };
    const doc = toProductDoc(input);
    expect(quantityRulesOf(toProduct('p', doc))).toEqual(screws);
    expect(firstOrderableQuantity({ minimum: 15, increment: 10 })).toBe(20);
    expect(firstOrderableQuantity({ minimum: 15 })).toBe(15);
  });
});

/** Products the Add Product schema accepts, with or without each rule, read as stored. */
const acceptedRules: fc.Arbitrary<QuantityRules> = fc
  .record(
    {
      price: fc.integer({ min: 2, max: 100_000 }).map((cents) => cents / 100),
      minimum: fc.integer({ min: 1, max: 50 }),
      available: fc.integer({ min: 0, max: 2000 }),
      increment: fc.integer({ min: 1, max: 24 }),
      maximum: fc.integer({ min: 1, max: 1500 }),
      breakSteps: fc.array(
        fc.record({ quantityStep: fc.integer({ min: 1, max: 200 }), cut: fc.integer({ min: 1, max: 300 }) }),
        {
          maxLength: 5,
        },
      ),
    },
    { requiredKeys: ['price', 'minimum', 'available', 'breakSteps'] },
  )
  .map(({ breakSteps, ...fields }) => {
    let minQuantity = fields.minimum;
    let priceCents = dollarsToCents(fields.price);
    const priceBreaks = [];
    for (const step of breakSteps) {
      minQuantity += step.quantityStep;
      priceCents -= step.cut;
      if (priceCents < 1) break;
      priceBreaks.push({ minQuantity, price: priceCents / 100 });
    }
    return { name: 'n', description: 'd', picture: '/p.png', ...fields, priceBreaks };
  })
  .filter((input) => productSchema.safeParse(input).success)
  .map((input) => {
    const { priceCents, minimum, available, increment, maximum, priceBreaks } = toProductDoc(
      productSchema.parse(input),
    );
    return { priceCents, minimum, available, increment, maximum, priceBreaks };
  });

const quantities = fc.integer({ min: 1, max: 2000 });

describe('quoteQuantity on every product the schema accepts', () => {
  it('accepts a quantity exactly when it satisfies every rule', () => {
    fc.assert(
      fc.property(acceptedRules, quantities, (rules, quantity) => {
        const satisfiesAll =
          quantity >= rules.minimum &&
          quantity % (rules.increment ?? 1) === 0 &&
          quantity <= (rules.maximum ?? Infinity) &&
          quantity <= rules.available;
        expect(quoteQuantity(rules, quantity).problems.length === 0).toBe(satisfiesAll);
      }),
      { numRuns: 500 },
    );
  });

  it('never charges more for a piece past a break: the total at the new price is at most the total at the old one', () => {
    fc.assert(
      fc.property(acceptedRules, quantities, quantities, (rules, a, b) => {
        const [fewer, more] = a <= b ? [a, b] : [b, a];
        const below = quoteQuantity(rules, fewer);
        const above = quoteQuantity(rules, more);
        // Exact in integer cents: no rounding enters a quote.
        expect(above.amountCents).toBeLessThanOrEqual(below.unitPriceCents * more);
        expect(above.amountCents).toBeLessThanOrEqual(rules.priceCents * more);
        expect(above.amountCents).toBe(above.unitPriceCents * more);
      }),
      { numRuns: 500 },
    );
  });

  it('gives the price of the break the quantity reached, or the plain price below the first', () => {
    fc.assert(
      fc.property(acceptedRules, quantities, (rules, quantity) => {
        const { priceBreak, unitPriceCents } = quoteQuantity(rules, quantity);
        const reached = (rules.priceBreaks ?? []).filter((b) => b.minQuantity <= quantity);
        expect(priceBreak).toEqual(reached.at(-1) ?? null);
        expect(unitPriceCents).toBe(priceBreak?.priceCents ?? rules.priceCents);
      }),
    );
  });
});

describe('quoteQuantity at a trade price', () => {
  it("takes the company's discount off the list price, and off each break's", () => {
    const trade = { discountPercent: 10 };
    expect(quoteQuantity(screws, 10, trade)).toMatchObject({ unitPriceCents: 900, listUnitPriceCents: 1000 });
    expect(quoteQuantity(screws, 50, trade)).toMatchObject({ unitPriceCents: 810, listUnitPriceCents: 900 });
    expect(quoteQuantity(screws, 100, trade)).toMatchObject({ unitPriceCents: 765, amountCents: 76500 });
  });

  it('rounds a discount with decimals half up to the cent, once', () => {
    // 12.5% of 999 is 124.875 -> 125 off.
    expect(
      quoteQuantity({ priceCents: 999, minimum: 1, available: 5 }, 1, { discountPercent: 12.5 }).unitPriceCents,
    ).toBe(874);
  });

  it('takes a fixed net price instead of the discount, the breaks applying by their share', () => {
    const trade = { discountPercent: 10, netPriceCents: 700 };
    expect(quoteQuantity(screws, 10, trade).unitPriceCents).toBe(700);
    expect(quoteQuantity(screws, 50, trade).unitPriceCents).toBe(630); // 90% of 700
    expect(quoteQuantity(screws, 100, trade).unitPriceCents).toBe(595); // 85% of 700
  });

  it('never asks more than the list price', () => {
    expect(quoteQuantity(screws, 100, { discountPercent: 0, netPriceCents: 5000 }).unitPriceCents).toBe(850);
  });

  it('judges the quantity as for anyone', () => {
    expect(quoteQuantity(screws, 5, { discountPercent: 50 }).problems).toEqual(quoteQuantity(screws, 5).problems);
  });
});
