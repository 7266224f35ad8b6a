import { describe, expect, it } from 'vitest';
import { termsChange, type CompanyTermsValues } from './company-terms-values';

const values = (priceList: Partial<CompanyTermsValues['priceList']>, picked: string[] = []): CompanyTermsValues => ({
  terms: { type: 'net', days: '30' },
  creditLimit: 5000,
  priceList: { discountPercent: 10, categoryDiscounts: {}, prices: {}, ...priceList },
  netPriceProducts: picked,
});

describe("the terms dialog's change", () => {
  it('sends the discounts set for offered categories, and the prices of the products still picked', () => {
    const change = termsChange(
      values({ categoryDiscounts: { saws: 20, motors: undefined, gone: 5 }, prices: { drill: 99, grinder: 50 } }, [
        'drill',
      ]),
      { kept: 1 },
      ['saws', 'motors'],
    );
    expect(change).toEqual({
      terms: { type: 'net', days: 30 },
      creditLimit: 5000,
      approvalLimit: null,
      priceList: { discountPercent: 10, prices: { drill: 99 }, categoryDiscounts: { saws: 20 } },
    });
  });

  it("keeps the company's discounts by category while the categories are not read", () => {
    const change = termsChange(values({ categoryDiscounts: { saws: 20 } }), { motors: 15 }, null);
    expect(change.priceList?.categoryDiscounts).toEqual({ motors: 15 });
  });

  it('leaves a picked product without a price for the schema to refuse, and prepaid terms without days', () => {
    const change = termsChange({ ...values({}, ['drill']), terms: { type: 'prepaid', days: '30' } }, {}, []);
    expect(change.priceList?.prices).toEqual({ drill: undefined });
    expect(change.terms).toEqual({ type: 'prepaid' });
  });
});
