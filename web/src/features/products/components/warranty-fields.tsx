// A product's warranty and the pattern of its serial numbers in the product form. The domain productSchema judges
// them as the server does; an emptied field is no value (the edit sends it as null, which removes it).
import type { Control } from 'react-hook-form';
import { Grid } from '@mui/material';
import { MAX_WARRANTY_MONTHS, type ProductInput } from '@toolshop/domain';
import { FormFieldset } from '../../../components/form/form-fieldset';
import { FormNumberField } from '../../../components/form/form-number-field';
import { wholeNumberInput } from '../../../components/form/number-inputs';
import { FormTextField } from '../../../components/form/form-text-field';
import { optionalText } from './catalogue-fields';

export function WarrantyFields({ control }: { control: Control<ProductInput> }) {
  return (
    <FormFieldset legend="Warranty">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormNumberField
            control={control}
            name="warrantyMonths"
            fullWidth
            label="Warranty (months)"
            helperText={`0 to ${MAX_WARRANTY_MONTHS}; empty or 0: none`}
            slotProps={wholeNumberInput(0)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField
            control={control}
            name="serialPattern"
            fullWidth
            label="Serial number pattern"
            helperText="A regular expression, e.g. ^TS-[0-9]{8}$; empty: no serial numbers"
            parseValue={optionalText}
          />
        </Grid>
      </Grid>
    </FormFieldset>
  );
}
