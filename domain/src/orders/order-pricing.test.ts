import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { priceOrder, priceShippingAndTax, taxOfCents } from './order-pricing';
import type { CartProduct } from '../cart/cart';
import { shippingZoneSchema, zoneCountryClaims, type ShippingZoneDoc } from '../shipping/shipping-zone-schema';
import { checkoutQuoteSchema, checkoutSchema } from './checkout-schema';
import { salesReportQuerySchema, reportPeriods } from '../reports/sales-report-schema';
import { businessDetailsSchema } from '../settings/business-details-schema';
import { validationMessages as m } from '../messages';

const us: ShippingZoneDoc = {
  name: 'United States',
  countries: ['US'],
  taxRate: 0.0825,
  taxShipping: true,
  methods: [
    { id: 'standard', name: 'Standard', priceCents: 995, freeOverCents: 15000 },
    { id: 'express', name: 'Express', priceCents: 2495 },
    { id: 'pickup', name: 'Pickup at the factory', priceCents: 0 },
  ],
};
const eu: ShippingZoneDoc = {
  name: 'European Union',
  countries: ['DE', 'FR'],
  taxRate: 0.2,
  taxShipping: false,
  methods: [
    { id: 'standard', name: 'Standard', priceCents: 1995 },
    { id: 'express', name: 'Express', priceCents: 3995 },
  ],
};
const drill: CartProduct = { name: 'Drill', picture: '/d.svg', priceCents: 5000, minimum: 1, available: 100 };
const blade: CartProduct = {
  name: 'Blade',
  picture: '/b.svg',
  priceCents: 300,
  minimum: 10,
  increment: 10,
  available: 1000,
  priceBreaks: [{ minQuantity: 50, priceCents: 250 }],
};
const productOf = (id: string) => ({ drill, blade })[id];

describe('priceOrder', () => {
  it('prices goods by breaks, picks the cheapest method, taxes goods and shipping half up once', () => {
    const priced = priceOrder([{ productId: 'blade', quantity: 50 }], productOf, us, 'US');
    expect(priced.goodsCents).toBe(12500);
    expect(priced.shippingMethod).toEqual({ id: 'pickup', name: 'Pickup at the factory', priceCents: 0 });
    const express = priceOrder([{ productId: 'blade', quantity: 50 }], productOf, us, 'US', 'express');
    expect(express.shippingCents).toBe(2495);
    // 8.25% of 149.95 = 12.370875 -> 12.37
    expect(express.taxCents).toBe(1237);
    expect(express.amountCents).toBe(12500 + 2495 + 1237);
  });
  it('ships free once the goods reach freeOver, and names an unknown method as null', () => {
    const priced = priceOrder([{ productId: 'drill', quantity: 3 }], productOf, us, 'US', 'standard');
    expect(priced.shippingCents).toBe(0);
    expect(priced.shippingMethods.find((method) => method.id === 'standard')?.priceCents).toBe(0);
    expect(priceOrder([{ productId: 'drill', quantity: 2 }], productOf, us, 'US', 'standard').shippingCents).toBe(995);
    expect(priceOrder([{ productId: 'drill', quantity: 1 }], productOf, us, 'US', 'drone').shippingMethod).toBeNull();
  });
  it('leaves untaxed shipping out of the base', () => {
    const priced = priceOrder([{ productId: 'drill', quantity: 1 }], productOf, eu, 'FR', 'express');
    expect(priced.taxCents).toBe(1000);
    expect(priced.amountCents).toBe(5000 + 3995 + 1000);
  });
  it("taxes at the rate of the country shipped to: its own where the zone lists one, else the zone's", () => {
    const members: ShippingZoneDoc = {
      ...eu,
      countries: ['DE', 'FR', 'AT'],
      countryTaxRates: [
        { country: 'DE', taxRate: 0.19 },
        { country: 'FR', taxRate: 0.2 },
      ],
    };
    const germany = priceOrder([{ productId: 'drill', quantity: 1 }], productOf, members, 'DE', 'express');
    expect(germany).toMatchObject({ taxRate: 0.19, taxCents: 950, amountCents: 5000 + 3995 + 950 });
    expect(priceShippingAndTax(5000, members, 'FR')).toMatchObject({ taxRate: 0.2, taxCents: 1000 });
    // Austria has no rate of its own here: the zone's.
    expect(priceShippingAndTax(5000, { ...members, taxRate: 0.21 }, 'AT')).toMatchObject({
      taxRate: 0.21,
      taxCents: 1050,
    });
    // A zone stored before countries had rates of their own prices as it did.
    expect(priceShippingAndTax(5000, eu, 'DE')).toMatchObject({ taxRate: 0.2, taxCents: 1000 });
    // Zero-rated by reverse charge: no tax on the goods nor on the shipping, the total without it.
    expect(priceShippingAndTax(5000, { ...eu, taxShipping: true }, 'DE', 'standard', true)).toMatchObject({
      taxRate: 0,
      taxCents: 0,
      amountCents: 5000 + 1995,
    });
  });
  it('rounds half up: 0.5 of a cent goes up, below it goes down', () => {
    expect(taxOfCents(0.0825, 200)).toBe(17); // 16.5
    expect(taxOfCents(0.0825, 199)).toBe(16); // 16.4175
    expect(taxOfCents(0.07, 50)).toBe(4); // 3.5
    expect(taxOfCents(0, 99_999_999)).toBe(0);
    expect(taxOfCents(1, 12345)).toBe(12345);
  });

  const zoneArb = fc.record({
    name: fc.constant('Zone'),
    countries: fc.constant<string[]>(['US']),
    taxRate: fc.integer({ min: 0, max: 10_000 }).map((units) => units / 10_000),
    taxShipping: fc.boolean(),
    methods: fc.uniqueArray(
      fc.record(
        {
          id: fc.constantFrom('a', 'b', 'c', 'd'),
          name: fc.constant('M'),
          priceCents: fc.integer({ min: 0, max: 100_000 }),
          freeOverCents: fc.integer({ min: 1, max: 10_000_000 }),
        },
        { requiredKeys: ['id', 'name', 'priceCents'] },
      ),
      { minLength: 1, maxLength: 4, selector: (method: { id: string }) => method.id },
    ),
  });
  const productArb = fc.record({
    priceCents: fc.integer({ min: 1, max: 100_000_000 }),
    minimum: fc.integer({ min: 1, max: 5 }),
    available: fc.integer({ min: 0, max: 1_000_000 }),
  });
  const linesArb = fc.uniqueArray(
    fc.record({
      productId: fc.constantFrom('p1', 'p2', 'p3', 'p4', 'p5'),
      quantity: fc.integer({ min: 1, max: 100_000 }),
    }),
    { minLength: 1, maxLength: 5, selector: (line) => line.productId },
  );

  it('total = goods + shipping + tax in whole cents, for any lines and zone', () => {
    fc.assert(
      fc.property(
        linesArb,
        fc.dictionary(fc.constantFrom('p1', 'p2', 'p3', 'p4', 'p5'), productArb),
        zoneArb,
        (lines, products, zone) => {
          const priced = priceOrder(
            lines,
            (id) => (products[id] ? { ...products[id], name: id, picture: '' } : undefined),
            zone,
            'US',
          );
          for (const cents of [priced.goodsCents, priced.shippingCents, priced.taxCents, priced.amountCents])
            expect(Number.isSafeInteger(cents) && cents >= 0).toBe(true);
          expect(priced.amountCents).toBe(priced.goodsCents + priced.shippingCents + priced.taxCents);
          const base = priced.goodsCents + (zone.taxShipping ? priced.shippingCents : 0);
          // Half up to the cent, once: within half a cent of the exact product, never below it by half. In
          // ten-thousandths of a cent and BigInt, as a float product of a large cart's base would round.
          const excess = BigInt(priced.taxCents) * 10_000n - BigInt(base) * BigInt(Math.round(zone.taxRate * 10_000));
          expect(excess <= 5_000n, `tax ${priced.taxCents} on ${base} at ${zone.taxRate}`).toBe(true);
          expect(excess > -5_000n, `tax ${priced.taxCents} on ${base} at ${zone.taxRate}`).toBe(true);
          expect(priced.shippingMethod).not.toBeNull();
          expect(Math.min(...priced.shippingMethods.map((method) => method.priceCents))).toBe(priced.shippingCents);
        },
      ),
      { numRuns: 500 },
    );
  });
  it('shipping and tax of any goods are what the whole order gives', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), zoneArb, (goods, zone) => {
        const priced = priceShippingAndTax(goods, zone, 'US');
        expect(priced.amountCents).toBe(goods + priced.shippingCents + priced.taxCents);
      }),
    );
  });
});

describe('shippingZoneSchema', () => {
  const zone = {
    name: 'United States',
    countries: ['US'],
    taxRate: 0.0825,
    taxShipping: true,
    methods: [{ id: 'standard', name: 'Standard', price: 9.95, freeOver: 150 }],
  };
  const issue = (input: unknown) => shippingZoneSchema.safeParse(input).error?.issues[0]?.message;
  it('keeps prices in cents', () => {
    expect(shippingZoneSchema.parse(zone).methods).toEqual([
      { id: 'standard', name: 'Standard', priceCents: 995, freeOverCents: 15000 },
    ]);
  });
  it('refuses each bad zone with its message', () => {
    expect(issue({ ...zone, methods: [{ id: 'a', name: 'A', price: -1 }] })).toBe(m.shippingPriceInvalid);
    expect(issue({ ...zone, taxRate: 1.2 })).toBe(m.taxRateInvalid);
    expect(issue({ ...zone, taxRate: -0.1 })).toBe(m.taxRateInvalid);
    expect(issue({ ...zone, taxRate: 0.08255 })).toBe(m.taxRateInvalid);
    expect(issue({ ...zone, countries: ['XX'] })).toBe(m.zoneCountryUnknown('XX'));
    expect(issue({ ...zone, countries: ['US', 'US'] })).toBe(m.zoneCountryTwice('US'));
    expect(issue({ ...zone, methods: [] })).toBe(m.methodsRequired);
    expect(
      issue({
        ...zone,
        methods: [
          { id: 'a', name: 'A', price: 1 },
          { id: 'a', name: 'B', price: 2 },
        ],
      }),
    ).toBe(m.methodIdTwice('a'));
    expect(issue({ ...zone, id: 'us' })).toBeDefined();
    expect(issue({ ...zone, eu: 'yes' })).toBe(m.zoneEuInvalid);
  });
  it('keeps the EU mark only where it is set, so older zones read as before', () => {
    expect(shippingZoneSchema.parse({ ...zone, eu: true }).eu).toBe(true);
    expect(shippingZoneSchema.parse({ ...zone, eu: false })).not.toHaveProperty('eu');
    expect(shippingZoneSchema.parse(zone)).not.toHaveProperty('eu');
  });
  it('finds a country another zone claims', () => {
    expect(zoneCountryClaims('eu', { countries: ['US', 'DE'] }, [{ id: 'us', zone: us }])).toEqual([
      m.zoneCountryClaimed('US', 'United States'),
    ]);
    expect(zoneCountryClaims('us', { countries: ['US'] }, [{ id: 'us', zone: us }])).toEqual([]);
  });
});

describe('checkout and quote schemas', () => {
  const address = { name: 'A', line1: 'Street 1', city: 'Berlin', postalCode: '10115', country: 'DE' };
  it('takes a shipping method and refuses shipping or tax from the client', () => {
    const body = { lines: [{ productId: 'drill', quantity: 1 }], shippingAddress: address };
    expect(checkoutQuoteSchema.safeParse({ ...body, shippingMethod: 'express' }).success).toBe(true);
    expect(checkoutQuoteSchema.safeParse({ ...body, tax: 0 }).success).toBe(false);
    expect(checkoutSchema.safeParse({ ...body, mobile: '+4915112345678', shipping: 0 }).success).toBe(false);
    expect(checkoutQuoteSchema.safeParse({ ...body, shippingMethod: 'Bad id!' }).success).toBe(false);
  });
});

describe('salesReportQuerySchema', () => {
  it('takes real days in order and refuses others', () => {
    expect(salesReportQuerySchema.safeParse({ from: '2026-01-01', to: '2026-01-31' }).success).toBe(true);
    expect(salesReportQuerySchema.safeParse({ from: '2026-02-30', to: '2026-03-01' }).success).toBe(false);
    expect(salesReportQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-01' }).success).toBe(false);
    expect(salesReportQuerySchema.safeParse({ from: '2020-01-01', to: '2026-03-01' }).success).toBe(false);
  });
  it('reports days for short ranges and ISO weeks for long ones', () => {
    expect(reportPeriods({ from: '2026-01-30', to: '2026-02-01' })).toEqual(['2026-01-30', '2026-01-31', '2026-02-01']);
    const weeks = reportPeriods({ from: '2026-01-01', to: '2026-12-31' });
    expect(weeks[0]).toBe('2025-12-29');
    expect(weeks).toHaveLength(53);
  });
});

describe('businessDetailsSchema', () => {
  it('needs every field', () => {
    expect(businessDetailsSchema.safeParse({ name: 'T', address: 'A', taxId: 'X', email: 'a@b.co' }).success).toBe(
      true,
    );
    expect(businessDetailsSchema.safeParse({ name: 'T', address: 'A', email: 'a@b.co' }).success).toBe(false);
  });
});
