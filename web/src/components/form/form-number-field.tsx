// A number field bound to react-hook-form: an empty input is no value (the schema's "required" message), any
// other text is read as a number for the schema to judge.
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

const toNumber = (text: string) => (text === '' ? undefined : Number(text));

export function FormNumberField<T extends FieldValues, TTransformed = T>(
  props: Omit<FormTextFieldProps<T, TTransformed>, 'type' | 'parseValue' | 'characterLimit'>,
) {
  return <FormTextField {...props} type="number" parseValue={toNumber} />;
}
