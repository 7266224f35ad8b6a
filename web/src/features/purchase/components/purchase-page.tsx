// /purchase/{productId} (guarded): the product, the signed-in user's name and email, and the order form.
import { Alert, Grid, Paper, Stack, TextField, Typography } from '@mui/material';
import { PageFrame } from '../../../components/layout/page-frame';
import { useParams } from 'react-router-dom';
import { PageLoader } from '../../../components/feedback/page-loader';
import { useSession } from '../../../lib/auth/use-session';
import { useReadErrorToast } from '../../../lib/use-read-error-toast';
import { useProductDoc } from '../../../components/products/use-product-doc';
import { ProductSummary } from './product-summary';
import { OrderForm } from './order-form';
import { ProductsLinkAlert } from '../../../components/feedback/products-link-alert';

export default function PurchasePage() {
  const { productId = '' } = useParams();
  const { user } = useSession();
  const { status, product } = useProductDoc(productId);
  useReadErrorToast(status, 'The product could not be loaded. Please try again.');

  return (
    <PageFrame title="Purchase" maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      {status === 'loading' && <PageLoader />}
      {status === 'error' && <Alert severity="error">The product could not be loaded. Please try again.</Alert>}
      {status === 'success' && !product && (
        <ProductsLinkAlert severity="warning">This product does not exist (any more).</ProductsLinkAlert>
      )}
      {product && (
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 6 }}>
            <ProductSummary product={product} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <Stack spacing={2} component="section" aria-labelledby="customer-title" sx={{ mb: 3 }}>
                <Typography id="customer-title" variant="h6" component="h2">
                  Customer
                </Typography>
                <TextField label="Name" value={user?.displayName ?? ''} slotProps={{ htmlInput: { readOnly: true } }} />
                <TextField label="Email" value={user?.email ?? ''} slotProps={{ htmlInput: { readOnly: true } }} />
              </Stack>
              {product.available < product.minimum && (
                <Alert severity="warning" sx={{ mb: 2 }}>
                  Only {product.available} left: fewer than the minimum order of {product.minimum}.
                </Alert>
              )}
              <OrderForm key={product._id} product={product} />
            </Paper>
          </Grid>
        </Grid>
      )}
    </PageFrame>
  );
}
