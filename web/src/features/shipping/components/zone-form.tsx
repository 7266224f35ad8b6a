// A shipping zone's form (admin "Shipping & tax"): its name, the countries it serves, the tax rate as a percent,
// whether shipping is taxed, the countries with a rate of their own (CountryRatesFields) and its methods (added and
// removed in place). The domain's shippingZoneSchema judges it
// here with the server's messages; the server's own 400 (a country another zone claims) lands on the same fields.
import { useForm, type Control, type FieldErrors, type Resolver } from 'react-hook-form';
import { set } from 'react-hook-form';
import { Alert, Box, Button, Checkbox, Grid, Stack } from '@mui/material';
import { shippingZoneSchema, taxPercentField, type ShippingZoneInput, type ShippingZoneView } from '@toolshop/domain';
import { FormCountriesField } from '../../../components/form/form-countries-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { FormFieldCells, type FieldCell } from '../../../components/form/form-field-cells';
import { ZoneRows } from './zone-rows';
import type { ApiError } from '../../../lib/api-client';
import { formMessage, formPath, zoneInput, zoneValues, type ZoneValues } from './zone-values';
import { CountryRatesFields } from './country-rates-fields';
import { dollarField, percentField } from './zone-number-fields';

const HALF = { xs: 12, sm: 6 };
const taxCell: FieldCell<ZoneValues> = {
  name: 'taxPercent',
  cell: HALF,
  label: 'Tax rate (%)',
  required: true,
  ...percentField,
};
const zoneSwitches = [
  { name: 'taxShipping', label: 'Tax shipping too' },
  { name: 'eu', label: 'EU zone: companies of another member state pay no VAT (reverse charge)' },
] as const;

const ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

const resolver: Resolver<ZoneValues> = (values) => {
  const errors: FieldErrors<ZoneValues> = {};
  if (!ID_PATTERN.test(values.id))
    set(errors, 'id', { type: 'validate', message: 'Use lowercase letters, digits and dashes (up to 40)' });
  // The rates are judged as typed, percents, so their messages speak percent; the schema then judges the rest.
  const percentError = (percent: number | undefined) => {
    const result = taxPercentField.safeParse(percent);
    return result.success ? undefined : result.error.issues[0]?.message;
  };
  const zonePercentError = percentError(values.taxPercent);
  if (zonePercentError) set(errors, 'taxPercent', { type: 'validate', message: zonePercentError });
  values.countryRates.forEach(({ percent }, index) => {
    const message = percentError(percent);
    if (message) set(errors, `countryRates.${index}.percent`, { type: 'validate', message });
  });
  const result = shippingZoneSchema.safeParse(zoneInput(values));
  if (!result.success)
    for (const issue of result.error.issues) {
      const path = formPath(issue.path.join('.')) || 'root';
      const key = path === 'methods' || path === 'countryRates' ? `${path}.root` : path;
      if (!hasError(errors, key))
        set(errors, key, { type: 'validate', message: formMessage(issue.path.join('.'), issue.message) });
    }
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

function hasError(errors: object, path: string): boolean {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], errors) !== undefined;
}

export function ZoneForm({
  zone,
  onSave,
  onCancel,
}: {
  zone?: ShippingZoneView;
  /** Saves; an ApiError's field messages are shown on the fields, its message above the buttons. */
  onSave: (id: string, input: ShippingZoneInput) => Promise<ApiError | null>;
  onCancel: () => void;
}) {
  const { control, handleSubmit, setError, register, formState } = useForm<ZoneValues>({
    resolver,
    defaultValues: zoneValues(zone),
  });
  const onSubmit = handleSubmit(async (values) => {
    const error = await onSave(values.id, zoneInput(values));
    if (!error) return;
    const fields = Object.entries(error.errors ?? {});
    for (const [path, message] of fields)
      setError(formPath(path) as never, { type: 'server', message: formMessage(path, message) });
    if (!fields.length) setError('root.server', { type: 'server', message: error.message });
  });
  const rootError = formState.errors.root?.server?.message;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={zone ? `Edit ${zone.name}` : 'New zone'}>
      <Stack spacing={2}>
        <Grid container spacing={2}>
          <FormFieldCells
            control={control}
            fields={[
              { name: 'id', cell: { xs: 12, sm: 4 }, label: 'Zone id', required: true, disabled: Boolean(zone) },
              { name: 'name', cell: { xs: 12, sm: 8 }, label: 'Zone name', required: true },
            ]}
          />
        </Grid>
        <FormCountriesField control={control} name="countries" label="Countries" />
        <Grid container spacing={2} sx={{ alignItems: 'center' }}>
          <FormFieldCells control={control} fields={[taxCell]} />
          {zoneSwitches.map(({ name, label }) => (
            <Grid key={name} size={HALF}>
              <Box component="label" sx={{ display: 'flex', alignItems: 'center', cursor: 'pointer' }}>
                <Checkbox {...register(name)} defaultChecked={zoneValues(zone)[name]} />
                {label}
              </Box>
            </Grid>
          ))}
        </Grid>
        <CountryRatesFields control={control} />
        <MethodsFields control={control} />
        {rootError && <Alert severity="error">{rootError}</Alert>}
        <Stack direction="row" spacing={1}>
          <SubmitButton pending={formState.isSubmitting}>Save zone</SubmitButton>
          <Button onClick={onCancel}>Cancel</Button>
        </Stack>
      </Stack>
    </Box>
  );
}

function MethodsFields({ control }: { control: Control<ZoneValues> }) {
  return (
    <ZoneRows
      control={control}
      name="methods"
      legend="Shipping methods"
      rowName="method"
      cells={methodCells}
      emptyRow={{ id: '', name: '', price: undefined }}
      addLabel="Add method"
    />
  );
}

const methodCells = (index: number): FieldCell<ZoneValues>[] => [
  { name: `methods.${index}.id`, cell: { xs: 6, sm: 2.5 }, label: 'Method id', required: true },
  { name: `methods.${index}.name`, cell: { xs: 6, sm: 3.5 }, label: 'Method name', required: true },
  { name: `methods.${index}.price`, cell: { xs: 5, sm: 2.5 }, label: 'Price', required: true, ...dollarField },
  { name: `methods.${index}.freeOver`, cell: { xs: 5, sm: 2.5 }, label: 'Free over', ...dollarField },
];
