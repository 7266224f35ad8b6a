// A product's warranty and the pattern of its serial numbers in the product form. The domain productSchema judges
// them as the server does; an emptied field is no value (the edit sends it as null, which removes it).
import type { Control } from 'react-hook-form';
import { Grid } from '@mui/material';
import { MAX_WARRANTY_MONTHS, type ProductInput } from '@toolshop/domain';
import { FormFieldset } from '../../../components/form/form-fieldset';
import { FormFieldCells, type FieldCell } from '../../../components/form/form-field-cells';
import { FormNumberField } from '../../../components/form/form-number-field';
import { wholeNumberInput } from '../../../components/form/number-inputs';
import { optionalText } from './catalogue-fields';

const cells: FieldCell<ProductInput>[] = [
  {
    name: 'warrantyMonths',
    cell: { xs: 12, sm: 4 },
    Field: FormNumberField,
    label: 'Warranty (months)',
    helperText: `0 to ${MAX_WARRANTY_MONTHS}; empty or 0: none`,
    slotProps: wholeNumberInput(0),
  },
  {
    name: 'serialPattern',
    cell: { xs: 12, sm: 8 },
    label: 'Serial number pattern',
    helperText: 'A regular expression, e.g. ^TS-[0-9]{8}$; empty: no serial numbers',
    parseValue: optionalText,
  },
];

export function WarrantyFields({ control }: { control: Control<ProductInput> }) {
  return (
    <FormFieldset legend="Warranty">
      <Grid container spacing={2}>
        <FormFieldCells control={control} fields={cells} />
      </Grid>
    </FormFieldset>
  );
}
