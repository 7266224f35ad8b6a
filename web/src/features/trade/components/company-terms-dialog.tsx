// Dashboard -> Companies: an admin sets a company's terms, credit limit, discount, discounts by category and approval
// limit, checked by the domain's companyUpdateSchema (the days field only for net terms; a blank category discount
// is none, so the category takes the company's discount).
import Typography from '@mui/material/Typography';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { companyUpdateSchema, type Company, type CompanyUpdateInput } from '@toolshop/domain';
import { FormDialog } from '../../../components/feedback/confirm-dialog';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useCategories } from '../../products';
import type { RowDialogProps } from '../../../lib/use-row-dialog';
import { updateCompany } from '../api/companies-admin';

type Values = {
  /** days as the select holds it: text. */
  terms: { type: 'prepaid' | 'net'; days?: string | number };
  creditLimit: number;
  priceList: { discountPercent: number; categoryDiscounts: Record<string, number | undefined> };
  approvalLimit?: number;
};

/** A category's field left blank sets no discount for it. */
const setDiscounts = (discounts: Values['priceList']['categoryDiscounts'] = {}) =>
  Object.fromEntries(Object.entries(discounts).filter(([, percent]) => percent !== undefined));

/**
 * Prepaid terms carry no days, whatever the hidden days field still holds; net days are read as a number. Only the
 * categories given a discount are sent.
 */
const asChange = (values: unknown) => {
  const form = values as Values;
  const priceList = form.priceList && {
    ...form.priceList,
    categoryDiscounts: setDiscounts(form.priceList.categoryDiscounts),
  };
  if (form.terms?.type === 'prepaid') return { ...form, priceList, terms: { type: 'prepaid' } };
  return { ...form, priceList, terms: { type: 'net', days: Number(form.terms?.days) } };
};
const formSchema = z.preprocess(asChange, companyUpdateSchema);

const TERMS = [
  { value: 'prepaid', label: 'Prepaid' },
  { value: 'net', label: 'Net (invoice)' },
];
const DAYS = [15, 30, 60].map((days) => ({ value: String(days), label: `${days} days` }));

/**
 * The form's values as the API's change. `shownCategories`: the categories the form offered (null: none yet); a
 * discount for a category no longer in the catalogue is dropped, as the API takes only categories that exist.
 */
function changeOf(values: Values, company: Company, shownCategories: string[] | null): CompanyUpdateInput {
  const form = asChange(values) as Values;
  return {
    terms: form.terms.type === 'net' ? { type: 'net', days: Number(form.terms.days) } : { type: 'prepaid' },
    creditLimit: form.creditLimit,
    // Fixed net prices stay as they are: this form sets the discounts only.
    priceList: {
      discountPercent: form.priceList.discountPercent,
      prices: company.priceList.prices,
      categoryDiscounts: shownCategories
        ? Object.fromEntries(
            Object.entries(form.priceList.categoryDiscounts).filter(([slug]) => shownCategories.includes(slug)),
          )
        : company.priceList.categoryDiscounts,
    },
    approvalLimit: form.approvalLimit ?? null,
  };
}

export function CompanyTermsDialog({ company, onClose, onDone }: { company: Company } & RowDialogProps) {
  const save = useApiMutation(updateCompany, { success: `${company.name}: terms saved` });
  const { control, handleSubmit } = useForm<Values>({
    // The raw values: the schema's output is in cents, and the API takes dollars.
    resolver: zodResolver(formSchema as never, undefined, { raw: true }) as never,
    defaultValues: {
      terms: { type: company.terms.type, days: String(company.terms.type === 'net' ? company.terms.days : 30) },
      creditLimit: company.creditLimit,
      priceList: {
        discountPercent: company.priceList.discountPercent,
        categoryDiscounts: { ...company.priceList.categoryDiscounts },
      },
      approvalLimit: company.approvalLimit ?? undefined,
    },
  });
  const termsType = useWatch({ control, name: 'terms.type' });
  const { status: categoriesStatus, categories } = useCategories();
  // Until the categories are read, the company's discounts by category are kept as they stand.
  const shownCategories = categoriesStatus === 'success' ? categories.map((category) => category.slug) : null;
  return (
    <FormDialog
      title={`Terms for ${company.name}`}
      confirmLabel="Save"
      pending={save.pending}
      onSubmit={handleSubmit(async (values) => {
        if ((await save.run({ id: company.id, change: changeOf(values, company, shownCategories) })).ok) onDone();
      })}
      onClose={onClose}
    >
      <FormSelectField control={control} name="terms.type" label="Payment terms" options={TERMS} />
      {termsType === 'net' && (
        <FormSelectField control={control} name="terms.days" label="Days to pay" options={DAYS} />
      )}
      <FormNumberField control={control} name="creditLimit" label="Credit limit ($)" />
      <FormNumberField control={control} name="priceList.discountPercent" label="Discount (%)" />
      {categories.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3">
            Discount by category (%)
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Leave a category blank for the company&apos;s discount. A fixed net price comes first.
          </Typography>
          {categories.map(({ slug, name }) => (
            <FormNumberField
              key={slug}
              control={control}
              name={`priceList.categoryDiscounts.${slug}`}
              label={`${name} (%)`}
            />
          ))}
        </>
      )}
      <FormNumberField control={control} name="approvalLimit" label="Approval limit ($, optional)" />
    </FormDialog>
  );
}
