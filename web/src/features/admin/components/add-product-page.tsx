// /dashboard/addProduct (admin): the domain productSchema gives the spec's messages here and on the server.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, CircularProgress, Grid, InputAdornment, Paper, TextField, Typography } from '@mui/material';
import { PRODUCT_DESCRIPTION_MAX_LENGTH, productSchema, type ProductInput } from '@toolshop/domain';
import { applyServerErrors } from '../../../lib/form-errors';
import { useAddProduct } from '../api/add-product';

const FIELDS = ['name', 'price', 'available', 'minimum', 'description', 'picture'] as const;
const EMPTY = { name: '', description: '', picture: '' };

export default function AddProductPage() {
  const { run, pending } = useAddProduct();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors },
  } = useForm<ProductInput>({
    resolver: zodResolver(productSchema),
    defaultValues: EMPTY,
  });
  const description = watch('description') ?? '';

  const onSubmit = handleSubmit(async (product) => {
    const result = await run(product);
    if (result.ok) reset(EMPTY);
    else applyServerErrors(result.error, setError, FIELDS);
  });

  const number = (name: 'price' | 'available' | 'minimum') => ({
    ...register(name, { setValueAs: (value: string) => (value === '' ? undefined : Number(value)) }),
    error: !!errors[name],
    helperText: errors[name]?.message,
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
              <TextField
                fullWidth
                required
                label="Name"
                {...register('name')}
                error={!!errors.name}
                helperText={errors.name?.message}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                fullWidth
                required
                label="Price"
                type="number"
                slotProps={{
                  htmlInput: { min: 0.01, step: 0.01, inputMode: 'decimal' },
                  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                }}
                {...number('price')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                fullWidth
                required
                label="Available"
                type="number"
                slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
                {...number('available')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                fullWidth
                required
                label="Minimum order"
                type="number"
                slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
                {...number('minimum')}
              />
            </Grid>
            <Grid size={12}>
              <TextField
                fullWidth
                required
                label="Description"
                multiline
                minRows={4}
                {...register('description')}
                error={!!errors.description}
                helperText={errors.description?.message ?? `${description.length}/${PRODUCT_DESCRIPTION_MAX_LENGTH}`}
              />
            </Grid>
            <Grid size={12}>
              <TextField
                fullWidth
                required
                label="Picture url"
                type="url"
                placeholder="https://..."
                {...register('picture')}
                error={!!errors.picture}
                helperText={errors.picture?.message}
              />
            </Grid>
          </Grid>
          <Button
            type="submit"
            variant="contained"
            size="large"
            sx={{ mt: 3 }}
            disabled={pending}
            startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            Add Product
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
