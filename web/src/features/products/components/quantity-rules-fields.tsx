// A product's optional quantity rules in a product form: pack size, maximum per order and the price breaks table
// (one row per break, added and removed in place). The form's domain productSchema judges them with the same
// messages as the server.
import { useFieldArray, type Control } from 'react-hook-form';
import { Button, Grid, Stack, Typography } from '@mui/material';
import { MAX_PRICE_BREAKS, type PriceBreakInput, type ProductInput } from '@toolshop/domain';
import { FormFieldset } from '../../../components/form/form-fieldset';
import { RemoveRowButton, RowsFooter, useRowsError } from '../../../components/form/field-rows';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormFieldCells, type FieldCell } from '../../../components/form/form-field-cells';
import { dollarInput, wholeNumberInput } from '../../../components/form/number-inputs';

const ruleCells: FieldCell<ProductInput>[] = (
  [
    { name: 'increment', label: 'Pack size', helperText: 'Orders must be a multiple of it' },
    { name: 'maximum', label: 'Maximum per order' },
  ] as const
).map((field) => ({ ...field, cell: { xs: 12, sm: 6 }, Field: FormNumberField, slotProps: wholeNumberInput(1) }));

export function QuantityRulesFields({ control }: { control: Control<ProductInput> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'priceBreaks' });
  const tableError = useRowsError(control, 'priceBreaks');

  return (
    <FormFieldset legend="Quantity rules (optional)">
      <Grid container spacing={2}>
        <FormFieldCells control={control} fields={ruleCells} />
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
            <RemoveRowButton label={`Remove break ${index + 1}`} onRemove={() => remove(index)} />
          </Stack>
        ))}
        <RowsFooter error={tableError}>
          <Button
            variant="outlined"
            // An empty row for the admin to fill in: the schema asks for both numbers on submit.
            onClick={() => append({} as PriceBreakInput, { shouldFocus: true })}
            disabled={fields.length >= MAX_PRICE_BREAKS}
          >
            Add price break
          </Button>
        </RowsFooter>
      </Stack>
    </FormFieldset>
  );
}
