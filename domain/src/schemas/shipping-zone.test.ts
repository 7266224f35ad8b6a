import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '../messages';
import { shippingZoneSchema, taxPercentField, taxPercentOfRate, taxRateOfPercent } from './shipping-zone';

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
