import { describe, expect, it } from 'vitest';
import { companyApplicationSchema } from './company-application-schema';
import { companyUpdateSchema } from './company-update-schema';
import { tradeMessages as t } from './trade-messages';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('companyUpdateSchema', () => {
  it('keeps amounts in cents and net terms with their days', () => {
    const parsed = companyUpdateSchema.parse({
      terms: { type: 'net', days: 30 },
      creditLimit: 5000.5,
      priceList: { discountPercent: 12.5, prices: { 'drill-1': 19.99 }, categoryDiscounts: { saws: 20 } },
      approvalLimit: null,
    });
    expect(parsed).toEqual({
      terms: { type: 'net', days: 30 },
      creditLimit: 500050,
      priceList: { discountPercent: 12.5, pricesCents: { 'drill-1': 1999 }, categoryDiscounts: { saws: 20 } },
      approvalLimit: null,
    });
  });

  it('refuses a price keyed __proto__ (an own key in JSON) rather than dropping it', () => {
    const body = JSON.parse('{"priceList":{"discountPercent":5,"prices":{"__proto__":9.5}}}');
    const result = companyUpdateSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(firstMessage(result)).toBe(t.netPriceProductInvalid);
  });

  it('refuses a category discount outside 0-100 or with three decimals, a key that is no slug, and too many', () => {
    const list = (categoryDiscounts: unknown) => ({ priceList: { discountPercent: 5, categoryDiscounts } });
    for (const bad of [{ saws: 101 }, { saws: -1 }, { saws: 1.005 }, { saws: '10' }, { saws: null }])
      expect(firstMessage(companyUpdateSchema.safeParse(list(bad)))).toBe(t.categoryDiscountInvalid);
    for (const bad of [{ Saws: 10 }, { 'saws/1': 10 }, JSON.parse('{"__proto__":10}')])
      expect(firstMessage(companyUpdateSchema.safeParse(list(bad)))).toBe(t.categoryDiscountCategoryInvalid);
    const many = Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`c-${i}`, 1]));
    expect(firstMessage(companyUpdateSchema.safeParse(list(many)))).toBe(t.categoryDiscountsTooMany(200));
    expect(companyUpdateSchema.safeParse(list({ saws: 0, 'power-drills': 100 })).success).toBe(true);
  });

  it('refuses an empty change and net terms without days', () => {
    expect(firstMessage(companyUpdateSchema.safeParse({}))).toBe(t.companyChangeRequired);
    expect(firstMessage(companyUpdateSchema.safeParse({ terms: { type: 'net' } }))).toBe(t.termsDaysRequired);
  });
});

describe('companyApplicationSchema', () => {
  it('writes a VAT ID without its spaces and dots, in capitals, and leaves an empty one out', () => {
    const application = {
      name: 'Fitters Ltd',
      billingAddress: { name: 'A', line1: '1 Lane', city: 'Leeds', postalCode: 'LS1 1AA', country: 'GB' },
      phone: '+44 113 496 0100',
    };
    expect(companyApplicationSchema.parse({ ...application, vatId: 'gb 980.780.684' }).vatId).toBe('GB980780684');
    expect(companyApplicationSchema.parse({ ...application, vatId: '' }).vatId).toBeUndefined();
    expect(firstMessage(companyApplicationSchema.safeParse({ ...application, vatId: '123' }))).toBe(t.vatIdInvalid);
    expect(firstMessage(companyApplicationSchema.safeParse({ ...application, vatId: 'GB980780685' }))).toBe(
      t.vatIdInvalid,
    );
  });
});
