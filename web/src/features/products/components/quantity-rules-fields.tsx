// A product's optional quantity rules in a product form: pack size, maximum per order and the price breaks table
// (one row per break, added and removed in place). The form's domain productSchema judges them with the same
// messages as the server.
import { useFieldArray, useFormState, type Control } from 'react-hook-form';
import { Box, Button, Grid, IconButton, Stack, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { MAX_PRICE_BREAKS, type PriceBreakInput, type ProductInput } from '@toolshop/domain';
import { FormNumberField } from '../../../components/form/form-number-field';
import { dollarInput, wholeNumberInput } from '../../../components/form/number-inputs';

export function QuantityRulesFields({ control }: { control: Control<ProductInput> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'priceBreaks' });
  const { errors } = useFormState({ control, name: 'priceBreaks' });
  const tableError = errors.priceBreaks?.message ?? errors.priceBreaks?.root?.message;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        Quantity rules (optional)
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormNumberField
            control={control}
            name="increment"
            fullWidth
            label="Pack size"
            helperText="Orders must be a multiple of it"
            slotProps={wholeNumberInput(1)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormNumberField
            control={control}
            name="maximum"
            fullWidth
            label="Maximum per order"
            slotProps={wholeNumberInput(1)}
          />
        </Grid>
      </Grid>
      <Typography id="price-breaks-heading" variant="subtitle2" component="h2" sx={{ mt: 2 }}>
        Volume discounts
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        From a break&apos;s quantity on, every piece costs the break&apos;s price.
      </Typography>
      <Stack spacing={2} role="group" aria-labelledby="price-breaks-heading">
        {fields.map((field, index) => (
          <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <FormNumberField
              control={control}
              name={`priceBreaks.${index}.minQuantity`}
              fullWidth
              label={`Break ${index + 1} from quantity`}
              slotProps={wholeNumberInput(2)}
            />
            <FormNumberField
              control={control}
              name={`priceBreaks.${index}.price`}
              fullWidth
              label={`Break ${index + 1} price`}
              slotProps={dollarInput}
            />
            <IconButton aria-label={`Remove break ${index + 1}`} onClick={() => remove(index)} sx={{ mt: 1 }}>
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
        ))}
        {tableError && (
          <Typography role="alert" color="error" variant="body2">
            {tableError}
          </Typography>
        )}
        <Box>
          <Button
            variant="outlined"
            // An empty row for the admin to fill in: the schema asks for both numbers on submit.
            onClick={() => append({} as PriceBreakInput, { shouldFocus: true })}
            disabled={fields.length >= MAX_PRICE_BREAKS}
          >
            Add price break
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
