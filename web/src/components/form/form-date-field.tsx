// A date bound to react-hook-form: the browser's date input, its label kept above it (an empty date input still
// shows the browser's dd/mm/yyyy, which a label inside would cover).
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

const labelAbove = { inputLabel: { shrink: true } } as const;

export function FormDateField<T extends FieldValues, TTransformed = T>(
  props: Omit<FormTextFieldProps<T, TTransformed>, 'type' | 'slotProps' | 'parseValue' | 'characterLimit'>,
) {
  return <FormTextField {...props} type="date" slotProps={labelAbove} />;
}
