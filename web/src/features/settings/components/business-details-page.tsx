// /dashboard/businessDetails (admin "Business details"): the seller as invoices and credit notes name it, and its
// home country (an order placed without an address is priced for it) and the return window in days from shipping
// (30 when unset; an admin may still open a later return), and whether every signed-in customer may ask for a
// quote (off: buyers of approved trade accounts only). One form judged by the domain's
// businessDetailsSchema, here and on the server (its 400 messages land on the same fields).
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Paper, Stack, Typography } from '@mui/material';
import {
  businessDetailsSchema,
  COUNTRIES,
  DEFAULT_HOME_COUNTRY,
  RETURN_WINDOW_DAYS_DEFAULT,
  type BusinessDetails,
} from '@toolshop/domain';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormCheckboxField } from '../../../components/form/form-checkbox-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { PageLoader } from '../../../components/feedback/page-loader';
import { applyServerErrors } from '../../../lib/form-errors';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { fetchBusinessDetails, saveBusinessDetails } from '../api/business-details';

const FIELDS = ['name', 'address', 'taxId', 'email', 'country', 'returnWindowDays', 'quotesForAllCustomers'] as const;
const empty: BusinessDetails = {
  name: '',
  address: '',
  taxId: '',
  email: '',
  country: DEFAULT_HOME_COUNTRY as BusinessDetails['country'],
  returnWindowDays: RETURN_WINDOW_DAYS_DEFAULT,
  quotesForAllCustomers: false,
};
const COUNTRY_OPTIONS = Object.entries(COUNTRIES)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label));

export default function BusinessDetailsPage() {
  const [loaded, setLoaded] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const save = useApiMutation(saveBusinessDetails, { success: 'Business details saved' });
  const { control, handleSubmit, reset, setError } = useForm<BusinessDetails>({
    resolver: zodResolver(businessDetailsSchema),
    defaultValues: empty,
  });

  useEffect(() => {
    fetchBusinessDetails().then(
      (details) => {
        reset({ ...empty, ...details });
        setLoaded(true);
      },
      (error: unknown) => setLoadError(error instanceof Error ? error.message : String(error)),
    );
  }, [reset]);

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await save.run(values);
    if (!outcome.ok) applyServerErrors(outcome.error, setError, FIELDS);
  });

  if (loadError) return <Alert severity="error">{loadError}</Alert>;
  if (!loaded) return <PageLoader />;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
        <Typography variant="h5" component="h1">
          Business details
        </Typography>
        <Typography variant="body2" color="text.secondary">
          The seller on every invoice and credit note.
        </Typography>
        <FormTextField control={control} name="name" label="Business name" required fullWidth />
        <FormTextField control={control} name="address" label="Address" required fullWidth multiline minRows={3} />
        <FormTextField control={control} name="taxId" label="Tax id" required fullWidth />
        <FormTextField control={control} name="email" label="Email" type="email" required fullWidth />
        <FormSelectField
          control={control}
          name="country"
          label="Home country"
          options={COUNTRY_OPTIONS}
          fullWidth
          helperText="An order placed without a shipping address is priced for this country until one is given"
        />
        <FormNumberField
          control={control}
          name="returnWindowDays"
          label="Return window (days from shipping)"
          fullWidth
          helperText="Customers ask for returns within it; an admin may still accept a later one"
        />
        <FormCheckboxField
          control={control}
          name="quotesForAllCustomers"
          label="Quotes for all customers"
          helperText="Any signed-in customer may request a quote from the cart; when off, only buyers of approved trade accounts"
        />
        <SubmitButton pending={save.pending}>Save</SubmitButton>
      </Stack>
    </Paper>
  );
}
