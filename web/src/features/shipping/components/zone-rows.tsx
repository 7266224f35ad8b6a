// The zone form's lists (its country rates, its methods), added and removed in place: each row its fields from the
// list's field table and its remove button last, then the list's own error and its add button.
import { useFieldArray, type Control } from 'react-hook-form';
import { Button, Grid, Stack } from '@mui/material';
import { FormFieldset } from '../../../components/form/form-fieldset';
import { FormFieldCells, type FieldCell } from '../../../components/form/form-field-cells';
import { RemoveRowButton, RowsFooter, useRowsError } from '../../../components/form/field-rows';
import type { ZoneValues } from './zone-values';

type ListName = 'countryRates' | 'methods';

export function ZoneRows<N extends ListName>({
  control,
  name,
  legend,
  hint,
  rowName,
  cells,
  emptyRow,
  addLabel,
}: {
  control: Control<ZoneValues>;
  name: N;
  legend: string;
  hint?: string;
  /** A row as its remove button names it, before its number: "method". */
  rowName: string;
  /** The fields of the row at `index`. */
  cells: (index: number) => FieldCell<ZoneValues>[];
  emptyRow: ZoneValues[N][number];
  addLabel: string;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: name as ListName });
  const listError = useRowsError(control, name);
  return (
    <FormFieldset legend={legend} hint={hint}>
      <Stack spacing={2}>
        {fields.map((field, index) => (
          <Grid key={field.id} container spacing={1} sx={{ alignItems: 'flex-start' }}>
            <FormFieldCells control={control} fields={cells(index)} />
            <Grid size={{ xs: 2, sm: 1 }}>
              <RemoveRowButton label={`Remove ${rowName} ${index + 1}`} onRemove={() => remove(index)} />
            </Grid>
          </Grid>
        ))}
        <RowsFooter error={listError}>
          <Button onClick={() => append(emptyRow as never)}>{addLabel}</Button>
        </RowsFooter>
      </Stack>
    </FormFieldset>
  );
}
