import { useEffect } from 'react';
import { Alert, Box, Grid, Skeleton, Typography } from '@mui/material';
import { useToast } from '../../../lib/toast';
import { useProducts } from '../api/use-products';
import { ProductCard } from './product-card';

const LOAD_ERROR = 'The products could not be loaded. Please try again.';

export function ProductGrid() {
  const { status, products } = useProducts();
  const toast = useToast();
  useEffect(() => {
    if (status === 'error') toast.error(LOAD_ERROR);
  }, [status, toast]);
  return (
    <Box
      component="section"
      aria-labelledby="products-title"
      aria-busy={status === 'loading'}
      sx={{ py: 6, px: 2, maxWidth: 1200, mx: 'auto' }}
    >
      <Typography id="products-title" variant="h4" component="h2" align="center" gutterBottom>
        Our Products
      </Typography>
      {status === 'error' && <Alert severity="error">{LOAD_ERROR}</Alert>}
      <Grid container spacing={3}>
        {status === 'loading'
          ? Array.from({ length: 6 }, (_, i) => (
              <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
                <Skeleton variant="rounded" height={532} />
              </Grid>
            ))
          : products.map((product) => (
              <Grid key={product._id} size={{ xs: 12, sm: 6, md: 4 }}>
                <ProductCard product={product} />
              </Grid>
            ))}
      </Grid>
    </Box>
  );
}
