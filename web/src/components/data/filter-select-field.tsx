// A search form's drop-down (a status, a category, a stock level) bound to react-hook-form: its empty value shown as
// a choice of its own ("All", "Any stock"), at a width that fits its labels.
import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormSelectField } from '../form/form-select-field';
import { emptyChoiceShown } from './status-filter';

export function FilterSelectField<T extends FieldValues, TTransformed = T>({
  minWidth,
  ...props
}: Omit<ComponentProps<typeof FormSelectField<T, TTransformed>>, 'slotProps' | 'sx'> & { minWidth: number }) {
  return <FormSelectField {...props} slotProps={emptyChoiceShown} sx={{ minWidth }} />;
}
