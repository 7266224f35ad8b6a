// A yes/no field bound to one react-hook-form field: a checkbox with its label, the schema's message under it.
import { memo } from 'react';
import { useController, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';
import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material';

export type FormCheckboxFieldProps<T extends FieldValues> = Required<
  Pick<UseControllerProps<T, FieldPath<T>>, 'control' | 'name'>
> & {
  label: string;
  helperText?: string;
};

function FormCheckboxFieldOf<T extends FieldValues>({ control, name, label, helperText }: FormCheckboxFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message ?? helperText;
  return (
    <FormControl error={Boolean(fieldState.error)}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            inputRef={field.ref}
          />
        }
      />
      {message && <FormHelperText>{message}</FormHelperText>}
    </FormControl>
  );
}

/** Memoised as FormTextField is (form-text-field.tsx). */
export const FormCheckboxField = memo(FormCheckboxFieldOf) as typeof FormCheckboxFieldOf;
