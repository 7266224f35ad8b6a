// Dashboard -> Companies: an admin sets a company's terms, credit limit, discount, discounts by category, fixed net
// prices and approval limit, checked by the domain's companyUpdateSchema (the days field only for net terms; a blank
// category discount is none, so the category takes the company's discount).
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { companyUpdateSchema, type Company } from '@toolshop/domain';
import { FormDialog } from '../../../components/feedback/confirm-dialog';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useCatalogue, useCategories } from '../../products';
import type { RowDialogProps } from '../../../lib/use-row-dialog';
import { updateCompany } from '../api/companies-admin';
import { CompanyPriceListFields } from './company-price-list-fields';
import { termsChange, type CompanyTermsValues } from './company-terms-values';

/** The form is judged as the change it makes, every category discount typed included. */
const formSchema = z.preprocess((values) => {
  const form = values as CompanyTermsValues;
  return termsChange(form, {}, Object.keys(form.priceList?.categoryDiscounts ?? {}));
}, companyUpdateSchema);

const TERMS = [
  { value: 'prepaid', label: 'Prepaid' },
  { value: 'net', label: 'Net (invoice)' },
];
const DAYS = [15, 30, 60].map((days) => ({ value: String(days), label: `${days} days` }));

export function CompanyTermsDialog({ company, onClose, onDone }: { company: Company } & RowDialogProps) {
  const save = useApiMutation(updateCompany, { success: `${company.name}: terms saved` });
  const { control, handleSubmit } = useForm<CompanyTermsValues>({
    // The raw values: the schema's output is in cents, and the API takes dollars.
    resolver: zodResolver(formSchema as never, undefined, { raw: true }) as never,
    defaultValues: {
      terms: { type: company.terms.type, days: String(company.terms.type === 'net' ? company.terms.days : 30) },
      creditLimit: company.creditLimit,
      priceList: {
        discountPercent: company.priceList.discountPercent,
        categoryDiscounts: { ...company.priceList.categoryDiscounts },
        prices: { ...company.priceList.prices },
      },
      netPriceProducts: Object.keys(company.priceList.prices),
      approvalLimit: company.approvalLimit ?? undefined,
    },
  });
  const termsType = useWatch({ control, name: 'terms.type' });
  const { status: categoriesStatus, categories } = useCategories();
  const { status: productsStatus, products } = useCatalogue();
  // Until the categories are read, the company's discounts by category are kept as they stand.
  const offered = categoriesStatus === 'success' ? categories.map((category) => category.slug) : null;
  return (
    <FormDialog
      title={`Terms for ${company.name}`}
      confirmLabel="Save"
      pending={save.pending}
      onSubmit={handleSubmit(async (values) => {
        const change = termsChange(values, company.priceList.categoryDiscounts, offered);
        if ((await save.run({ id: company.id, change })).ok) onDone();
      })}
      onClose={onClose}
    >
      <FormSelectField control={control} name="terms.type" label="Payment terms" options={TERMS} />
      {termsType === 'net' && (
        <FormSelectField control={control} name="terms.days" label="Days to pay" options={DAYS} />
      )}
      <FormNumberField control={control} name="creditLimit" label="Credit limit ($)" />
      <FormNumberField control={control} name="priceList.discountPercent" label="Discount (%)" />
      <CompanyPriceListFields
        control={control}
        categories={categories}
        products={products}
        productsLoading={productsStatus === 'loading'}
      />
      <FormNumberField control={control} name="approvalLimit" label="Approval limit ($, optional)" />
    </FormDialog>
  );
}
