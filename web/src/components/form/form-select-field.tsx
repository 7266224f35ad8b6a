// A drop-down list bound to react-hook-form, one entry per option.
import type { FieldValues } from 'react-hook-form';
import { MenuItem } from '@mui/material';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

export interface SelectOption {
  value: string;
  label: string;
}

export function FormSelectField<T extends FieldValues, TTransformed = T>({
  options,
  ...props
}: Omit<FormTextFieldProps<T, TTransformed>, 'select' | 'children' | 'characterLimit'> & {
  options: readonly SelectOption[];
}) {
  return (
    <FormTextField {...props} select>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
