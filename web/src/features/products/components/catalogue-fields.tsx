// A product's catalogue fields in the product form: part number (SKU), category, specs, the tools it
// fits (for parts and accessories) and whether the home page features it. The domain productSchema judges them as
// the server does; an emptied text is no value (the edit sends it as null, which removes it).
import type { Control } from 'react-hook-form';
import { Grid, Stack, Typography } from '@mui/material';
import { MAX_FEATURED, specDefinitions, specKeys, type ProductInput, type SpecDefinition } from '@toolshop/domain';
import { FormFieldset } from '../../../components/form/form-fieldset';
import { FormCheckboxField } from '../../../components/form/form-checkbox-field';
import { FormMultiPickField } from '../../../components/form/form-multi-pick-field';
import { FormFieldCells, type FieldCell } from '../../../components/form/form-field-cells';
import { useCatalogue, useCategories } from '..';

/** An empty text is no value; a spec's number is a number. */
export const optionalText = (text: string) => (text.trim() === '' ? undefined : text);
export const specValue = (text: string) => {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
};

const HALF = { xs: 12, sm: 6 };
const NO_CATEGORY = { value: '', label: 'None' };

/** Each spec a small field, its unit in its label. */
const specCells: FieldCell<ProductInput>[] = specKeys.map((key) => {
  const { label, unit } = specDefinitions[key] as SpecDefinition;
  return {
    name: `specs.${key}`,
    cell: { xs: 6, sm: 4 },
    size: 'small',
    label: unit ? `${label} (${unit})` : label,
    parseValue: specValue,
  };
});

export function CatalogueFields({ control, productId }: { control: Control<ProductInput>; productId?: string }) {
  const { categories } = useCategories();
  const { status, products } = useCatalogue();
  const tools = products
    .filter((product) => product._id !== productId)
    .map((product) => ({ value: product._id, label: product.sku ? `${product.name} (${product.sku})` : product.name }));
  const cells: FieldCell<ProductInput>[] = [
    {
      name: 'sku',
      cell: HALF,
      label: 'SKU',
      helperText: 'Part number: letters, digits and dashes',
      parseValue: optionalText,
    },
    {
      name: 'category',
      cell: HALF,
      label: 'Category',
      parseValue: optionalText,
      options: [NO_CATEGORY, ...categories.map((category) => ({ value: category.slug, label: category.name }))],
    },
  ];
  return (
    <FormFieldset legend="Catalogue">
      <Grid container spacing={2}>
        <FormFieldCells control={control} fields={cells} />
      </Grid>
      <Stack spacing={2} sx={{ mt: 2 }}>
        <FormMultiPickField
          control={control}
          name="fits"
          label="Fits these tools"
          helperText="For a part or an accessory: the tools it fits"
          options={tools}
          loading={status === 'loading'}
        />
        <FormCheckboxField
          control={control}
          name="featured"
          label="Featured on the home page"
          helperText={`At most ${MAX_FEATURED} products are featured at once`}
        />
      </Stack>
      <Typography component="h2" variant="subtitle2" sx={{ mt: 2, mb: 1 }} id="specs-heading">
        Specs (optional)
      </Typography>
      <Grid container spacing={2} role="group" aria-labelledby="specs-heading">
        <FormFieldCells control={control} fields={specCells} />
      </Grid>
    </FormFieldset>
  );
}

/** The form's values as the schema reads them: specs left empty are no specs at all. */
export function withoutEmptySpecs<T extends { specs?: Record<string, unknown> }>(values: T): T {
  if (!values.specs) return values;
  const specs = Object.fromEntries(Object.entries(values.specs).filter(([, value]) => value !== undefined));
  return { ...values, specs };
}
