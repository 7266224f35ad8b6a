// A list of countries (ISO 3166-1 alpha-2 codes) bound to react-hook-form: a multi-select that finds a country by
// its name or code, each chosen one a chip; the domain schema's message as the helper text.
import { useController, type FieldPath, type FieldValues, type Control } from 'react-hook-form';
import { Autocomplete, TextField } from '@mui/material';
import { COUNTRY_CODES, countryName } from '@toolshop/domain';

const NO_CODES: string[] = [];

export function FormCountriesField<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
}) {
  const { field, fieldState } = useController({ control, name });
  // The same empty list every render: MUI clears the words being typed whenever `value` is a new array.
  const value = (field.value ?? NO_CODES) as string[];
  return (
    <Autocomplete
      multiple
      options={COUNTRY_CODES as readonly string[]}
      value={value}
      onChange={(_event, codes) => field.onChange(codes)}
      onBlur={field.onBlur}
      getOptionLabel={(code) => `${countryName(code)} (${code})`}
      filterSelectedOptions
      limitTags={12}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? `${value.length} selected`}
        />
      )}
    />
  );
}
