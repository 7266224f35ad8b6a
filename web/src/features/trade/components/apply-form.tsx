// /trade's application: company name, VAT ID where it has one, billing address (the shared address fields),
// phone and a note, checked by the domain's companyApplicationSchema (its billing address bound as the form's
// `address`, where the shared address fields live).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Stack, Typography } from '@mui/material';
import { COMPANY_NOTE_MAX_LENGTH, companyApplicationSchema, type AddressInput } from '@toolshop/domain';
import { AddressFields, emptyAddress } from '../../../components/form/address-fields';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { applyServerErrors } from '../../../lib/form-errors';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { applyForCompany } from '../api/my-company';

const { billingAddress, ...fields } = companyApplicationSchema.shape;
const formSchema = companyApplicationSchema
  .omit({ billingAddress: true })
  .extend({ address: billingAddress })
  .transform(({ address, ...rest }) => ({ ...rest, billingAddress: address }));
type Values = { name: string; vatId: string; phone: string; note: string; address: AddressInput };
const FIELD_NAMES = Object.keys(fields) as (keyof typeof fields)[];

export function ApplyForm({ onApplied }: { onApplied: () => void }) {
  const apply = useApiMutation(applyForCompany, { success: 'Application sent' });
  const { control, handleSubmit, setError } = useForm<Values>({
    resolver: zodResolver(formSchema) as never,
    defaultValues: { name: '', vatId: '', phone: '', note: '', address: emptyAddress('GB') },
  });
  const submit = handleSubmit(async (values) => {
    const application = values as unknown as Parameters<typeof applyForCompany>[0];
    const result = await apply.run(application);
    if (result.ok) onApplied();
    else applyServerErrors(result.error, setError, FIELD_NAMES);
  });
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Apply for a trade account">
      <Stack spacing={2}>
        <FormTextField control={control} name="name" label="Company name" required autoComplete="organization" />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField control={control} name="vatId" label="VAT ID (optional)" fullWidth />
          <FormTextField
            control={control}
            name="phone"
            label="Phone"
            required
            type="tel"
            autoComplete="tel"
            fullWidth
          />
        </Stack>
        <Typography variant="subtitle1" component="h3">
          Billing address
        </Typography>
        <AddressFields control={control} />
        <FormTextField
          control={control}
          name="note"
          label="Note (optional)"
          multiline
          minRows={2}
          characterLimit={COMPANY_NOTE_MAX_LENGTH}
        />
        <Box>
          <SubmitButton pending={apply.pending}>Apply</SubmitButton>
        </Box>
      </Stack>
    </Box>
  );
}
