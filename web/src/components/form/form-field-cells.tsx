// Form fields as grid cells from a field table: each row a field's props and its cell's size, placed in the
// caller's Grid container (beside cells of its own, such as a row's remove button). A row is a text field, a
// drop-down list when it has options, or the field its `Field` names (a number field).
import type { ComponentType } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { Grid, type GridProps } from '@mui/material';
import { FormTextField, type FormTextFieldProps } from './form-text-field';
import { FormSelectField, type SelectOption } from './form-select-field';

export type FieldCell<T extends FieldValues> = Omit<FormTextFieldProps<T>, 'control'> & {
  /** The cell's width (a Grid item's size; `size` stays the text field's own). */
  cell: GridProps['size'];
} & (
    | { Field?: ComponentType<FormTextFieldProps<T>>; options?: undefined }
    | { options: readonly SelectOption[]; Field?: undefined }
  );

/** Every field fills its cell. */
export function FormFieldCells<T extends FieldValues>({
  control,
  fields,
}: {
  control: Control<T>;
  fields: readonly FieldCell<T>[];
}) {
  return (
    <>
      {fields.map(({ cell, Field = FormTextField, options, ...field }) => (
        <Grid key={field.name} size={cell}>
          {options ? (
            <FormSelectField control={control} fullWidth options={options} {...field} />
          ) : (
            <Field control={control} fullWidth {...field} />
          )}
        </Grid>
      ))}
    </>
  );
}
