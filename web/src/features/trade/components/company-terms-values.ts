// The terms dialog's form values, and how they become PATCH /api/companies/{id}'s change: the form holds every
// category's field and every net price typed, the change only the discounts set and the prices of the products
// still picked.
import type { CompanyUpdateInput } from '@toolshop/domain';

export type CompanyTermsValues = {
  /** days as the select holds it: text. */
  terms: { type: 'prepaid' | 'net'; days?: string | number };
  creditLimit: number;
  priceList: {
    discountPercent: number;
    categoryDiscounts: Record<string, number | undefined>;
    /** Dollars by product id, for the picked products (a blank one is left for the schema to refuse). */
    prices: Record<string, number | undefined>;
  };
  /** The products sold at a fixed net price. */
  netPriceProducts: string[];
  approvalLimit?: number;
};

/**
 * The change the form's values make. Prepaid terms carry no days, whatever the hidden days field still holds; net
 * days are read as a number. `categories`: the categories the form offered, or null before they are read (the
 * company's discounts by category are then sent as they stand); a discount for a category no longer in the
 * catalogue is dropped, as the API takes only categories that exist.
 */
export function termsChange(
  values: CompanyTermsValues,
  keptCategoryDiscounts: Record<string, number>,
  categories: readonly string[] | null,
): CompanyUpdateInput {
  const { netPriceProducts = [], priceList, ...form } = values;
  const set = Object.entries(priceList?.categoryDiscounts ?? {}).filter(
    ([slug, percent]) => percent !== undefined && (categories === null || categories.includes(slug)),
  ) as [string, number][];
  return {
    ...form,
    terms: form.terms?.type === 'net' ? { type: 'net', days: Number(form.terms.days) } : { type: 'prepaid' },
    approvalLimit: form.approvalLimit ?? null,
    priceList: priceList && {
      discountPercent: priceList.discountPercent,
      prices: Object.fromEntries(netPriceProducts.map((id) => [id, priceList.prices?.[id]])) as Record<string, number>,
      categoryDiscounts: categories === null ? keptCategoryDiscounts : Object.fromEntries(set),
    },
  };
}
