// Several values picked from a long list, bound to one react-hook-form field holding their ids (e.g. the tools a
// part fits): MUI Autocomplete, typed to filter, each pick a chip; the schema's message under it.
import { memo, useMemo } from 'react';
import { useController, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';
import { Autocomplete, TextField } from '@mui/material';
import type { SelectOption } from './form-select-field';

export type FormMultiPickFieldProps<T extends FieldValues> = Required<
  Pick<UseControllerProps<T, FieldPath<T>>, 'control' | 'name'>
> & {
  label: string;
  options: readonly SelectOption[];
  helperText?: string;
  loading?: boolean;
};

function FormMultiPickFieldOf<T extends FieldValues>({
  control,
  name,
  label,
  options,
  helperText,
  loading,
}: FormMultiPickFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const ids: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const byValue = new Map(options.map((option) => [option.value, option]));
  // A picked id the list does not hold (yet) still shows, by its id.
  const picks: [string, string][] = ids.map((id) => [id, byValue.get(id)?.label ?? id]);
  // The same array while the picks and their labels hold: MUI clears the words being typed whenever `value` is a
  // new array, and a render of the form (the product list arriving) would otherwise wipe them.
  const picksKey = JSON.stringify(picks);
  const value = useMemo(
    () => (JSON.parse(picksKey) as [string, string][]).map(([id, label]) => ({ value: id, label })),
    [picksKey],
  );
  return (
    <Autocomplete
      multiple
      options={options}
      value={value}
      loading={loading}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, picked) => option.value === picked.value}
      onChange={(_event, picked) => field.onChange(picked.map((option) => option.value))}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}

/** Memoised as FormTextField is (form-text-field.tsx). */
export const FormMultiPickField = memo(FormMultiPickFieldOf) as typeof FormMultiPickFieldOf;
