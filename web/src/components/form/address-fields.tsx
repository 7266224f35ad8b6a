// The fields of a structured shipping address (domain addressSchema: its limits and messages), bound under the
// form's `address` value: the checkout's new address and the address book's entries use this one set.
import { Stack } from '@mui/material';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { ADDRESS_LIMITS, COUNTRIES, type AddressInput } from '@toolshop/domain';
import { FormTextField } from './form-text-field';
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
  const field = (name: keyof AddressInput) => `address.${name}` as FieldPath<T>;
  return (
    <Stack spacing={2}>
      <FormTextField
        control={control}
        name={field('name')}
        label="Recipient name"
        required
        autoComplete="name"
        slotProps={{ htmlInput: { maxLength: ADDRESS_LIMITS.name } }}
      />
      <FormTextField control={control} name={field('company')} label="Company (optional)" autoComplete="organization" />
      <FormTextField
        control={control}
        name={field('line1')}
        label="Street address"
        required
        autoComplete="address-line1"
      />
      <FormTextField
        control={control}
        name={field('line2')}
        label="Address line 2 (optional)"
        autoComplete="address-line2"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name={field('city')}
          label="City"
          required
          autoComplete="address-level2"
          fullWidth
        />
        <FormTextField
          control={control}
          name={field('region')}
          label="State / region (optional)"
          autoComplete="address-level1"
          fullWidth
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name={field('postalCode')}
          label="Postal code"
          required
          autoComplete="postal-code"
          fullWidth
        />
        <FormSelectField
          control={control}
          name={field('country')}
          label="Country"
          required
          options={COUNTRY_OPTIONS}
          fullWidth
        />
      </Stack>
    </Stack>
  );
}
