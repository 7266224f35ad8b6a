// Dashboard -> Companies: an admin sets a company's terms, credit limit, discount and approval limit, checked by the
// domain's companyUpdateSchema (the days field only for net terms).
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { companyUpdateSchema, type Company, type CompanyUpdateInput } from '@toolshop/domain';
import { FormDialog } from '../../../components/feedback/confirm-dialog';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { useApiMutation } from '../../../lib/use-api-mutation';
import type { RowDialogProps } from '../../../lib/use-row-dialog';
import { updateCompany } from '../api/companies-admin';

type Values = {
  /** days as the select holds it: text. */
  terms: { type: 'prepaid' | 'net'; days?: string | number };
  creditLimit: number;
  priceList: { discountPercent: number };
  approvalLimit?: number;
};

/** Prepaid terms carry no days, whatever the hidden days field still holds; net days are read as a number. */
const withoutPrepaidDays = (values: unknown) => {
  const form = values as Values;
  if (form.terms?.type === 'prepaid') return { ...form, terms: { type: 'prepaid' } };
  return { ...form, terms: { type: 'net', days: Number(form.terms?.days) } };
};
const formSchema = z.preprocess(withoutPrepaidDays, companyUpdateSchema);

const TERMS = [
  { value: 'prepaid', label: 'Prepaid' },
  { value: 'net', label: 'Net (invoice)' },
];
const DAYS = [15, 30, 60].map((days) => ({ value: String(days), label: `${days} days` }));

/** The form's values as the API's change. */
function changeOf(values: Values, company: Company): CompanyUpdateInput {
  const form = withoutPrepaidDays(values) as Values;
  return {
    terms: form.terms.type === 'net' ? { type: 'net', days: Number(form.terms.days) } : { type: 'prepaid' },
    creditLimit: form.creditLimit,
    // Fixed net prices stay as they are: this form sets the discount only.
    priceList: { discountPercent: form.priceList.discountPercent, prices: company.priceList.prices },
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
      priceList: { discountPercent: company.priceList.discountPercent },
      approvalLimit: company.approvalLimit ?? undefined,
    },
  });
  const termsType = useWatch({ control, name: 'terms.type' });
  return (
    <FormDialog
      title={`Terms for ${company.name}`}
      confirmLabel="Save"
      pending={save.pending}
      onSubmit={handleSubmit(async (values) => {
        if ((await save.run({ id: company.id, change: changeOf(values, company) })).ok) onDone();
      })}
      onClose={onClose}
    >
      <FormSelectField control={control} name="terms.type" label="Payment terms" options={TERMS} />
      {termsType === 'net' && (
        <FormSelectField control={control} name="terms.days" label="Days to pay" options={DAYS} />
      )}
      <FormNumberField control={control} name="creditLimit" label="Credit limit ($)" />
      <FormNumberField control={control} name="priceList.discountPercent" label="Discount (%)" />
      <FormNumberField control={control} name="approvalLimit" label="Approval limit ($, optional)" />
    </FormDialog>
  );
}
