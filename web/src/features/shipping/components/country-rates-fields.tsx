// The zone form's countries taxed at a rate of their own (an EU member state's standard rate within the EU zone's):
// each row a country of the zone and its rate as a percent, added and removed in place. The zone's rate applies to
// every country without a row.
import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import { Box, Button, Grid, IconButton, Stack, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { countryName } from '@toolshop/domain';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import type { ZoneValues } from './zone-values';

const percentInput = { htmlInput: { min: 0, max: 100, step: 0.01, inputMode: 'decimal' } } as const;

export function CountryRatesFields({ control }: { control: Control<ZoneValues> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'countryRates' });
  const countries = useWatch({ control, name: 'countries' });
  const rows = useWatch({ control, name: 'countryRates' });
  const { errors } = useFormState({ control, name: 'countryRates' });
  const listError = errors.countryRates?.message ?? errors.countryRates?.root?.message;
  // The zone's countries, and a row's own country even once it left the zone (its error then says so).
  const optionsFor = (chosen: string | undefined) =>
    [...new Set([...countries, ...(chosen ? [chosen] : [])])].map((code) => ({
      value: code,
      label: countryName(code),
    }));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1">
        Country tax rates
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Countries of this zone that charge a rate of their own; the others pay the zone&apos;s rate.
      </Typography>
      <Stack spacing={2}>
        {fields.map((field, index) => (
          <Grid container spacing={1} key={field.id} sx={{ alignItems: 'flex-start' }}>
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
            <Grid size={{ xs: 2, sm: 1 }}>
              <IconButton aria-label={`Remove country rate ${index + 1}`} onClick={() => remove(index)} sx={{ mt: 1 }}>
                <DeleteOutlineIcon />
              </IconButton>
            </Grid>
          </Grid>
        ))}
        {listError && (
          <Typography color="error" variant="body2" role="alert">
            {listError}
          </Typography>
        )}
        <Box>
          <Button onClick={() => append({ country: '', percent: undefined })}>Add country rate</Button>
        </Box>
      </Stack>
    </Box>
  );
}
