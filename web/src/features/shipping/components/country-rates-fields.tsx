// The zone form's countries taxed at a rate of their own (an EU member state's standard rate within the EU zone's):
// each row a country of the zone and its rate as a percent, added and removed in place. The zone's rate applies to
// every country without a row.
import { useFieldArray, useWatch, type Control } from 'react-hook-form';
import { Button, Grid, Stack } from '@mui/material';
import { countryName } from '@toolshop/domain';
import { FormFieldset } from '../../../components/form/form-fieldset';
import { RowsFooter, useRowsError } from '../../../components/form/field-rows';
import { ZoneRow } from './zone-row';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import type { ZoneValues } from './zone-values';

/** A tax rate as a percent, 0 to 100. */
export const percentInput = { htmlInput: { min: 0, max: 100, step: 0.01, inputMode: 'decimal' } } as const;

export function CountryRatesFields({ control }: { control: Control<ZoneValues> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'countryRates' });
  const countries = useWatch({ control, name: 'countries' });
  const rows = useWatch({ control, name: 'countryRates' });
  const listError = useRowsError(control, 'countryRates');
  // The zone's countries, and a row's own country even once it left the zone (its error then says so).
  const optionsFor = (chosen: string | undefined) =>
    [...new Set([...countries, ...(chosen ? [chosen] : [])])].map((code) => ({
      value: code,
      label: countryName(code),
    }));
  return (
    <FormFieldset
      legend="Country tax rates"
      hint="Countries of this zone that charge a rate of their own; the others pay the zone's rate."
    >
      <Stack spacing={2}>
        {fields.map((field, index) => (
          <ZoneRow key={field.id} removeLabel={`Remove country rate ${index + 1}`} onRemove={() => remove(index)}>
            <Grid size={{ xs: 6, sm: 5 }}>
              <FormSelectField
                control={control}
                name={`countryRates.${index}.country`}
                label="Country"
                required
                fullWidth
                options={optionsFor(rows?.[index]?.country)}
              />
            </Grid>
            <Grid size={{ xs: 4, sm: 4 }}>
              <FormNumberField
                control={control}
                name={`countryRates.${index}.percent`}
                label="Rate (%)"
                required
                fullWidth
                slotProps={percentInput}
              />
            </Grid>
          </ZoneRow>
        ))}
        <RowsFooter error={listError}>
          <Button onClick={() => append({ country: '', percent: undefined })}>Add country rate</Button>
        </RowsFooter>
      </Stack>
    </FormFieldset>
  );
}
