import { describe, expect, it } from 'vitest';
import { shippingZoneSchema, validationMessages } from '@toolshop/domain';
import { formMessage, formPath, zoneInput, zoneValues } from './zone-values';

const eu = {
  id: 'eu',
  name: 'European Union',
  countries: ['DE', 'FR'],
  taxRate: 0.0825,
  taxShipping: true,
  methods: [{ id: 'express', name: 'Express', price: 39.95, freeOver: 500 }],
};

describe('zone values', () => {
  it('shows the rate as a percent and sends it back as the same fraction', () => {
    const values = zoneValues(eu);
    expect(values.taxPercent).toBe(8.25);
    const input = zoneInput(values);
    expect(input.taxRate).toBe(0.0825);
    expect(shippingZoneSchema.safeParse(input).success).toBe(true);
  });

  it("shows each country's own rate as a percent and sends it back as the same fraction", () => {
    const values = zoneValues({
      ...eu,
      countryTaxRates: [
        { country: 'DE', taxRate: 0.19 },
        { country: 'FR', taxRate: 0.2 },
      ],
    });
    expect(values.countryRates).toEqual([
      { country: 'DE', percent: 19 },
      { country: 'FR', percent: 20 },
    ]);
    const input = zoneInput({ ...values, countryRates: [...values.countryRates, { country: 'FR', percent: 5.5 }] });
    expect(input.countryTaxRates).toEqual([
      { country: 'DE', taxRate: 0.19 },
      { country: 'FR', taxRate: 0.2 },
      { country: 'FR', taxRate: 0.055 },
    ]);
    // A zone without rates of its countries' own sends none, as GET answers it.
    expect(zoneInput(zoneValues(eu))).not.toHaveProperty('countryTaxRates');
  });

  it('keeps the EU mark as the zone has it, and sends none for a zone without it', () => {
    expect(zoneValues({ ...eu, eu: true }).eu).toBe(true);
    expect(zoneInput(zoneValues({ ...eu, eu: true })).eu).toBe(true);
    expect(zoneValues(eu).eu).toBe(false);
    expect(zoneInput(zoneValues(eu))).not.toHaveProperty('eu');
    expect(zoneValues().eu).toBe(false);
  });

  it('leaves out an empty free-over amount', () => {
    const input = zoneInput({ ...zoneValues(eu), methods: [{ id: 'standard', name: 'Standard', price: 19.95 }] });
    expect(input.methods).toEqual([{ id: 'standard', name: 'Standard', price: 19.95 }]);
  });

  it('names the error paths as the form names its fields', () => {
    expect(formPath('taxRate')).toBe('taxPercent');
    expect(formPath('countries.3')).toBe('countries');
    expect(formPath('methods.1.price')).toBe('methods.1.price');
    expect(formPath('countryTaxRates.2.taxRate')).toBe('countryRates.2.percent');
    expect(formPath('countryTaxRates.0.country')).toBe('countryRates.0.country');
    expect(formPath('countryTaxRates')).toBe('countryRates');
  });

  it("shows a message about the rate in percent, the field's unit, whichever side sent it", () => {
    expect(formMessage('taxRate', validationMessages.taxRateInvalid)).toBe(validationMessages.taxPercentInvalid);
    expect(validationMessages.taxPercentInvalid).not.toMatch(/0\.0825|from 0 to 1\b/);
    expect(formMessage('countryTaxRates.1.taxRate', validationMessages.taxRateInvalid)).toBe(
      validationMessages.taxPercentInvalid,
    );
    expect(formMessage('countryTaxRates.1.country', validationMessages.countryTaxRateTwice('DE'))).toBe(
      validationMessages.countryTaxRateTwice('DE'),
    );
    expect(formMessage('name', validationMessages.zoneNameRequired)).toBe(validationMessages.zoneNameRequired);
  });
});
