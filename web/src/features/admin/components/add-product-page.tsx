// /dashboard/addProduct (admin): the domain productSchema gives the spec's messages here and on the server.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Grid, InputAdornment, Paper, Typography } from '@mui/material';
import { PRODUCT_DESCRIPTION_MAX_LENGTH, productSchema, type ProductInput } from '@toolshop/domain';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { applyServerErrors } from '../../../lib/form-errors';
import { useAddProduct } from '../api/add-product';
import { QuantityRulesFields } from './quantity-rules-fields';

const FIELDS = ['name', 'price', 'available', 'minimum', 'description', 'picture'] as const;
const EMPTY = { name: '', description: '', picture: '' };

export default function AddProductPage() {
  const { run, pending } = useAddProduct();
  const { control, handleSubmit, setError, reset } = useForm<ProductInput>({
    resolver: zodResolver(productSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (product) => {
    const result = await run(product);
    if (result.ok) reset(EMPTY);
    else applyServerErrors(result.error, setError, FIELDS);
  });

  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        Add Product
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
        <Box component="form" noValidate onSubmit={onSubmit} aria-label="Add product">
          <Grid container spacing={2}>
            <Grid size={12}>
              <FormTextField control={control} name="name" fullWidth required label="Name" />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormNumberField
                control={control}
                name="price"
                fullWidth
                required
                label="Price"
                slotProps={{
                  htmlInput: { min: 0.01, step: 0.01, inputMode: 'decimal' },
                  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormNumberField
                control={control}
                name="available"
                fullWidth
                required
                label="Available"
                slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormNumberField
                control={control}
                name="minimum"
                fullWidth
                required
                label="Minimum order"
                slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
              />
            </Grid>
            <Grid size={12}>
              <QuantityRulesFields control={control} />
            </Grid>
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
              <FormTextField
                control={control}
                name="picture"
                fullWidth
                required
                label="Picture url"
                type="url"
                placeholder="https://..."
              />
            </Grid>
          </Grid>
          <SubmitButton pending={pending} sx={{ mt: 3 }}>
            Add Product
          </SubmitButton>
        </Box>
      </Paper>
    </Box>
  );
}
