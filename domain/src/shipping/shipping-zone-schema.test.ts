import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '../messages';
import {
  shippingZoneSchema,
  shippingZoneView,
  taxPercentField,
  taxPercentOfRate,
  taxRateForCountry,
  taxRateOfPercent,
} from './shipping-zone-schema';

const zone = (taxRate: number) => ({
  name: 'United States',
  countries: ['US'],
  taxRate,
  taxShipping: true,
  methods: [{ id: 'standard', name: 'Standard', price: 9.95 }],
});

describe('a tax rate in percent (the zone form) and as a fraction (the REST call)', () => {
  it('takes 0 to 100 with at most 2 decimals, each the fraction the schema stores', () => {
    for (const percent of [0, 8.25, 20, 100]) {
      expect(taxPercentField.safeParse(percent).success).toBe(true);
      expect(shippingZoneSchema.safeParse(zone(taxRateOfPercent(percent))).success).toBe(true);
    }
    expect(taxRateOfPercent(8.25)).toBe(0.0825);
    expect(taxPercentOfRate(0.0825)).toBe(8.25);
    expect(taxPercentOfRate(0.07)).toBe(7);
  });

  it('refuses what the fraction refuses, with a message in percent', () => {
    for (const percent of [150, -1, 8.255, Number.NaN, undefined]) {
      const result = taxPercentField.safeParse(percent);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(m.taxPercentInvalid);
    }
    expect(shippingZoneSchema.safeParse(zone(1.5)).success).toBe(false);
    expect(shippingZoneSchema.safeParse(zone(0.08255)).success).toBe(false);
    expect(m.taxPercentInvalid).toMatch(/from 0% to 100%/);
  });

  it('keeps the REST call in fractions: 0.0825 is accepted, and 8.25 is not', () => {
    expect(shippingZoneSchema.safeParse(zone(0.0825)).success).toBe(true);
    const refused = shippingZoneSchema.safeParse(zone(8.25));
    expect(refused.error?.issues[0]?.message).toBe(m.taxRateInvalid);
  });
});

describe("a zone's countries with a rate of their own", () => {
  const eu = {
    name: 'European Union',
    countries: ['DE', 'FR', 'AT'],
    taxRate: 0.2,
    taxShipping: true,
    methods: [{ id: 'standard', name: 'Standard', price: 19.95 }],
  };
  const issuesOf = (input: unknown) =>
    shippingZoneSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('stores each as a fraction beside the zone rate; the view answers them as entered', () => {
    const countryTaxRates = [
      { country: 'DE', taxRate: 0.19 },
      { country: 'FR', taxRate: 0.2 },
    ];
    const stored = shippingZoneSchema.parse({ ...eu, countryTaxRates });
    expect(stored).toMatchObject({ taxRate: 0.2, countryTaxRates });
    expect(shippingZoneView('eu', stored)).toMatchObject({ id: 'eu', taxRate: 0.2, countryTaxRates });
    expect(taxRateForCountry(stored, 'DE')).toBe(0.19);
    expect(taxRateForCountry(stored, 'AT')).toBe(0.2);
  });

  it('leaves the list out when empty, so a zone without one reads as zones always did', () => {
    expect(shippingZoneSchema.parse({ ...eu, countryTaxRates: [] })).not.toHaveProperty('countryTaxRates');
    expect(shippingZoneSchema.parse(eu)).not.toHaveProperty('countryTaxRates');
    expect(shippingZoneView('eu', shippingZoneSchema.parse(eu))).not.toHaveProperty('countryTaxRates');
  });

  it('refuses a country the zone does not list, one rated twice, an empty country and a rate out of 0..1', () => {
    expect(issuesOf({ ...eu, countryTaxRates: [{ country: 'GB', taxRate: 0.2 }] })).toEqual([
      ['countryTaxRates.0.country', m.countryTaxRateNotInZone('GB')],
    ]);
    expect(
      issuesOf({
        ...eu,
        countryTaxRates: [
          { country: 'DE', taxRate: 0.19 },
          { country: 'DE', taxRate: 0.07 },
        ],
      }),
    ).toEqual([['countryTaxRates.1.country', m.countryTaxRateTwice('DE')]]);
    expect(issuesOf({ ...eu, countryTaxRates: [{ country: '', taxRate: 0.19 }] })).toEqual([
      ['countryTaxRates.0.country', m.countryTaxRateCountryRequired],
    ]);
    for (const taxRate of [1.5, -0.1, 0.12345, 19])
      expect(issuesOf({ ...eu, countryTaxRates: [{ country: 'DE', taxRate }] })).toEqual([
        ['countryTaxRates.0.taxRate', m.taxRateInvalid],
      ]);
    expect(issuesOf({ ...eu, countryTaxRates: { DE: 0.19 } })?.[0]?.[1]).toBe(m.countryTaxRatesInvalid);
    expect(issuesOf({ ...eu, countryTaxRates: [{ country: 'DE', taxRate: 0.19, extra: 1 }] })).toHaveLength(1);
  });
});
