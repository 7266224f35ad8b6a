// The fields of a structured shipping address (domain addressSchema: its limits and messages), bound under the
// form's `address` value: the checkout's new address and the address book's entries use this one set.
import { Stack } from '@mui/material';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { ADDRESS_LIMITS, COUNTRIES, type AddressInput } from '@toolshop/domain';
import { FormTextField, type FormTextFieldProps } from './form-text-field';
import { FormSelectField } from './form-select-field';

const COUNTRY_OPTIONS = Object.entries(COUNTRIES)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** An empty address for a form's default values (the country a customer most often ships to first). */
export const emptyAddress = (country = 'US'): AddressInput => ({
  name: '',
  company: '',
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  country: country as AddressInput['country'],
});

export function AddressFields<T extends FieldValues & { address: AddressInput }>({ control }: { control: Control<T> }) {
  const text = (
    name: keyof AddressInput,
    label: string,
    autoComplete: string,
    props: Partial<FormTextFieldProps<T>> = {},
  ) => (
    <FormTextField
      control={control}
      name={`address.${name}` as FieldPath<T>}
      label={label}
      autoComplete={autoComplete}
      {...props}
    />
  );
  return (
    <Stack spacing={2}>
      {text('name', 'Recipient name', 'name', {
        required: true,
        slotProps: { htmlInput: { maxLength: ADDRESS_LIMITS.name } },
      })}
      {text('company', 'Company (optional)', 'organization')}
      {text('line1', 'Street address', 'address-line1', { required: true })}
      {text('line2', 'Address line 2 (optional)', 'address-line2')}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('city', 'City', 'address-level2', { required: true, fullWidth: true })}
        {text('region', 'State / region (optional)', 'address-level1', { fullWidth: true })}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('postalCode', 'Postal code', 'postal-code', { required: true, fullWidth: true })}
        <FormSelectField
          control={control}
          name={'address.country' as FieldPath<T>}
          label="Country"
          required
          options={COUNTRY_OPTIONS}
          fullWidth
        />
      </Stack>
    </Stack>
  );
}
