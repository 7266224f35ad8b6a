// The one product form, for Add Product and for editing a product from Manage Product: the domain productSchema
// judges it on both screens, with the spec's messages, as the server does. Editing leaves out the stock count
// (it changes only through a stock adjustment) and reports which fields the admin changed, so only those are sent.
import { useForm, type FieldNamesMarkedBoolean, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Grid } from '@mui/material';
import { PRODUCT_DESCRIPTION_MAX_LENGTH, productSchema, type ProductInput } from '@toolshop/domain';
import { FormNumberField } from '../../../components/form/form-number-field';
import { dollarInput, wholeNumberInput } from '../../../components/form/number-inputs';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import type { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { ProductPictureField } from './product-picture-field';
import { QuantityRulesFields } from './quantity-rules-fields';
import { CatalogueFields, withoutEmptySpecs } from './catalogue-fields';
import { WarrantyFields } from './warranty-fields';

const judge = zodResolver(productSchema);
/** The domain schema, on the values without the specs left empty. */
const resolver: Resolver<ProductInput> = (values, context, options) =>
  judge(withoutEmptySpecs(values), context, options);

const FIELDS = [
  'name',
  'price',
  'available',
  'minimum',
  'increment',
  'maximum',
  'priceBreaks',
  'description',
  'picture',
  'sku',
  'category',
  'specs',
  'fits',
  'featured',
  'warrantyMonths',
  'serialPattern',
] as const;

/** The stock count is set when a product is added; after that it changes only through a stock adjustment. */
const NUMBER_FIELDS = [
  { name: 'price', label: 'Price', slotProps: dollarInput },
  { name: 'available', label: 'Available', slotProps: wholeNumberInput(0) },
  { name: 'minimum', label: 'Minimum order', slotProps: wholeNumberInput(1) },
] as const;

export type ProductFormOutcome = { ok: true } | { ok: false; error: ApiError };

export interface ProductFormProps {
  mode: 'add' | 'edit';
  /** The product being edited, or the empty form's values. */
  values: Partial<ProductInput>;
  pending: boolean;
  submitLabel: string;
  /** The valid values and the names of the fields the admin changed. */
  onSubmit: (product: ProductInput, changed: (keyof ProductInput)[]) => Promise<ProductFormOutcome>;
  /** After a successful add the form empties; after an edit it holds the saved values. */
  afterSave: 'empty' | 'keep';
  /** The product being edited: not offered as a tool it fits. */
  productId?: string;
}

export function ProductForm({ mode, values, pending, submitLabel, onSubmit, afterSave, productId }: ProductFormProps) {
  const { control, handleSubmit, setError, reset, formState } = useForm<ProductInput>({
    resolver,
    defaultValues: values,
    values: mode === 'edit' ? (values as ProductInput) : undefined,
    // The live product may change while the admin types (a stock adjustment): their edits stay.
    resetOptions: { keepDirtyValues: true },
  });
  // Read while rendering: react-hook-form tracks which fields are dirty only for a form that reads them.
  const { dirtyFields } = formState;

  const submit = handleSubmit(async (product) => {
    const outcome = await onSubmit(product, changedFields(dirtyFields));
    if (outcome.ok) reset(afterSave === 'empty' ? values : product, { keepDirtyValues: false });
    else applyServerErrors(outcome.error, setError, FIELDS);
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={mode === 'add' ? 'Add product' : 'Edit product'}>
      <Grid container spacing={2}>
        <Grid size={12}>
          <FormTextField control={control} name="name" fullWidth required label="Name" />
        </Grid>
        {NUMBER_FIELDS.filter(({ name }) => mode === 'add' || name !== 'available').map((field) => (
          <Grid key={field.name} size={{ xs: 12, sm: 4 }}>
            <FormNumberField control={control} fullWidth required {...field} />
          </Grid>
        ))}
        <Grid size={12}>
          <FormTextField
            control={control}
            name="description"
            fullWidth
            required
            label="Description"
            multiline
            minRows={4}
            characterLimit={PRODUCT_DESCRIPTION_MAX_LENGTH}
          />
        </Grid>
        <Grid size={12}>
          <ProductPictureField control={control} />
        </Grid>
        <Grid size={12}>
          <QuantityRulesFields control={control} />
        </Grid>
        <Grid size={12}>
          <CatalogueFields control={control} productId={productId} />
        </Grid>
        <Grid size={12}>
          <WarrantyFields control={control} />
        </Grid>
        {/* Further groups of product fields go here, each a component taking `control`. */}
      </Grid>
      <SubmitButton pending={pending} sx={{ mt: 3 }}>
        {submitLabel}
      </SubmitButton>
    </Box>
  );
}

function changedFields(dirty: Partial<Readonly<FieldNamesMarkedBoolean<ProductInput>>>): (keyof ProductInput)[] {
  return (Object.keys(dirty) as (keyof ProductInput)[]).filter((field) => Boolean(dirty[field]));
}
