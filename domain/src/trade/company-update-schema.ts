// PATCH /api/companies/{id} (admin) and Dashboard -> Companies: a status move, the payment terms, the credit limit,
// the price list and the approval limit, each optional, at least one. Amounts in dollars, kept in cents.
import { z } from 'zod';
import { dollarsToCents, hasAtMostTwoDecimals } from '../money';
import { PAYMENT_MAX_CENTS } from '../limits';
import { DOC_ID_PATTERN } from '../fields';
import { CATEGORY_SLUG_PATTERN } from '../products/category-schema';
import { tradeMessages as t } from './trade-messages';
import { COMPANY_STATUS_MOVES } from './company-status';
import { NET_TERMS_DAYS, type PaymentTerms, type PriceListDoc } from './company-entity';

const MAX_DOLLARS = PAYMENT_MAX_CENTS / 100;
/** Enough for a trade's usual lines; the company document stays small. */
export const PRICE_LIST_MAX_PRICES = 500;
/** More than a manufacturer's catalogue has categories. */
export const PRICE_LIST_MAX_CATEGORY_DISCOUNTS = 200;

/** An amount in dollars: 0 (or above 0) up to the payment maximum, at most two decimals. */
export const tradeAmountField = (message: string, min: 'zero' | 'positive') =>
  z
    .number({ error: message })
    .refine((n) => (min === 'zero' ? n >= 0 : n > 0), message)
    .refine((n) => n <= MAX_DOLLARS, message)
    .refine(hasAtMostTwoDecimals, message);

/**
 * A key the record would drop or turn into the object's prototype (`__proto__` in JSON text is an own key) is
 * refused before the record reads the entries, so no price or discount is silently left out.
 */
const everyKeyMatching = (pattern: RegExp, message: string) => (record: unknown, ctx: z.RefinementCtx) => {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return;
  if (Object.keys(record).some((key) => !pattern.test(key))) ctx.addIssue({ code: 'custom', message });
};

/** A percentage off list prices: 0..100, at most two decimals. */
const discountPercentField = (message: string) =>
  z.number({ error: message }).min(0, message).max(100, message).refine(hasAtMostTwoDecimals, message);

const termsSchema = z
  .strictObject(
    {
      type: z.enum(['prepaid', 'net'], { error: t.termsTypeInvalid }),
      days: z
        .number({ error: t.termsDaysInvalid })
        .refine((days) => (NET_TERMS_DAYS as readonly number[]).includes(days), t.termsDaysInvalid)
        .optional(),
    },
    { error: t.termsTypeInvalid },
  )
  .superRefine((terms, ctx) => {
    if (terms.type === 'net' && terms.days === undefined)
      ctx.addIssue({ code: 'custom', path: ['days'], message: t.termsDaysRequired });
    if (terms.type === 'prepaid' && terms.days !== undefined)
      ctx.addIssue({ code: 'custom', path: ['days'], message: t.termsDaysNotForPrepaid });
  })
  .transform((terms): PaymentTerms =>
    terms.type === 'net' ? { type: 'net', days: terms.days as 15 | 30 | 60 } : { type: 'prepaid' },
  );

const priceListSchema = z
  .strictObject(
    {
      discountPercent: discountPercentField(t.discountPercentInvalid),
      prices: z
        .unknown()
        .superRefine(everyKeyMatching(DOC_ID_PATTERN, t.netPriceProductInvalid))
        .pipe(
          z.record(
            z.string().regex(DOC_ID_PATTERN, t.netPriceProductInvalid),
            tradeAmountField(t.netPriceInvalid, 'positive'),
            { error: t.netPriceInvalid },
          ),
        )
        .refine(
          (prices) => Object.keys(prices as object).length <= PRICE_LIST_MAX_PRICES,
          t.netPricesTooMany(PRICE_LIST_MAX_PRICES),
        )
        .optional(),
      categoryDiscounts: z
        .unknown()
        .superRefine(everyKeyMatching(CATEGORY_SLUG_PATTERN, t.categoryDiscountCategoryInvalid))
        .pipe(
          z.record(
            z.string().regex(CATEGORY_SLUG_PATTERN, t.categoryDiscountCategoryInvalid),
            discountPercentField(t.categoryDiscountInvalid),
            { error: t.categoryDiscountInvalid },
          ),
        )
        .refine(
          (discounts) => Object.keys(discounts as object).length <= PRICE_LIST_MAX_CATEGORY_DISCOUNTS,
          t.categoryDiscountsTooMany(PRICE_LIST_MAX_CATEGORY_DISCOUNTS),
        )
        .optional(),
    },
    { error: t.discountPercentInvalid },
  )
  .transform((list): PriceListDoc => {
    const pricesCents: Record<string, number> = {};
    for (const [productId, dollars] of Object.entries(list.prices ?? {}))
      pricesCents[productId] = dollarsToCents(dollars);
    const categoryDiscounts = { ...(list.categoryDiscounts as Record<string, number> | undefined) };
    return { discountPercent: list.discountPercent, pricesCents, categoryDiscounts };
  });

export const companyUpdateSchema = z
  .strictObject({
    status: z.enum(COMPANY_STATUS_MOVES, { error: t.companyStatusInvalid }).optional(),
    terms: termsSchema.optional(),
    creditLimit: tradeAmountField(t.creditLimitInvalid, 'zero').transform(dollarsToCents).optional(),
    priceList: priceListSchema.optional(),
    approvalLimit: tradeAmountField(t.approvalLimitInvalid, 'zero').transform(dollarsToCents).nullable().optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), t.companyChangeRequired);
export type CompanyUpdate = z.output<typeof companyUpdateSchema>;
export type CompanyUpdateInput = z.input<typeof companyUpdateSchema>;
