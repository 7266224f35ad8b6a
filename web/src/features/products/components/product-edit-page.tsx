// /dashboard/manageProduct/{id} (admin): edit a product with the product form, see its stock (and whether it is
// too low to order), adjust it with a reason, and read the adjustments made so far.
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import InventoryIcon from '@mui/icons-material/Inventory';
import { toastMessages, type Product, type ProductEditInput, type ProductInput } from '@toolshop/domain';
import { PageLoader } from '../../../components/feedback/page-loader';
import { useToast } from '../../../lib/toast';
import { useReadErrorToast } from '../../../lib/use-read-error-toast';
import { useEditProduct } from '../api/edit-product';
import { useProductDoc } from '../../../components/products/use-product-doc';
import { LowStockChip } from './low-stock-chip';
import { ProductForm, type ProductFormOutcome } from './product-form';
import { StockAdjustmentDialog } from './stock-adjustment-dialog';
import { StockHistory } from './stock-history';

const LOAD_ERROR = 'The product could not be loaded. Please try again.';

export default function ProductEditPage() {
  const { productId = '' } = useParams();
  const { status, product } = useProductDoc(productId);
  useReadErrorToast(status, LOAD_ERROR);
  return (
    <Box>
      <Link component={RouterLink} to="/dashboard/manageProduct" sx={{ display: 'inline-flex', gap: 0.5, mb: 1 }}>
        <ArrowBackIcon fontSize="small" /> Manage Product
      </Link>
      <Typography variant="h4" component="h1" gutterBottom>
        Edit product
      </Typography>
      {status === 'loading' && <PageLoader />}
      {status === 'error' && <Alert severity="error">{LOAD_ERROR}</Alert>}
      {status === 'success' && !product && (
        <Alert severity="info">There is no such product (it may have been deleted).</Alert>
      )}
      {product && <ProductSections product={product} />}
    </Box>
  );
}

function ProductSections({ product }: { product: Product }) {
  const { run, pending } = useEditProduct();
  const toast = useToast();
  const [adjusting, setAdjusting] = useState(false);
  const { _id: productId, sku, category, serialPattern, ...fields } = product;
  // The form holds an absent SKU, category or serial pattern as no value; the API answers them as null.
  const values = {
    ...fields,
    sku: sku ?? undefined,
    category: category ?? undefined,
    serialPattern: serialPattern ?? undefined,
  };

  const save = async (edited: ProductInput, changed: (keyof ProductInput)[]): Promise<ProductFormOutcome> => {
    const edit: ProductEditInput = {};
    // A rule the admin emptied is sent as null, which removes it.
    for (const field of changed) if (field !== 'available') Object.assign(edit, { [field]: edited[field] ?? null });
    if (Object.keys(edit).length === 0) {
      toast.info(toastMessages.nothingToSave);
      return { ok: true };
    }
    return run({ productId, edit });
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <ProductForm
          mode="edit"
          values={values}
          pending={pending}
          submitLabel="Save changes"
          afterSave="keep"
          productId={productId}
          onSubmit={save}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="stock-heading">
        <Typography variant="h5" component="h2" id="stock-heading" gutterBottom>
          Stock
        </Typography>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 2 }}>
          <Typography>
            {product.available} in stock · minimum order {product.minimum}
          </Typography>
          <LowStockChip product={product} />
          <Box sx={{ flexGrow: 1 }} />
          <Button variant="outlined" startIcon={<InventoryIcon />} onClick={() => setAdjusting(true)}>
            Adjust stock
          </Button>
        </Stack>
        <Typography variant="h6" component="h3" gutterBottom>
          History
        </Typography>
        <StockHistory productId={productId} available={product.available} />
      </Paper>
      {adjusting && <StockAdjustmentDialog product={product} onClose={() => setAdjusting(false)} />}
    </Stack>
  );
}
