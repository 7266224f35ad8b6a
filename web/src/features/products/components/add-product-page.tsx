// /dashboard/addProduct (admin): the product form (product-form.tsx) empty; the picture by address or upload.
import { Paper } from '@mui/material';
import { PageFrame } from '../../../components/layout/page-frame';
import type { ProductInput } from '@toolshop/domain';
import { useAddProduct } from '../api/add-product';
import { ProductForm } from './product-form';

const EMPTY: Partial<ProductInput> = { name: '', description: '', picture: '' };

export default function AddProductPage() {
  const { run, pending } = useAddProduct();
  return (
    <PageFrame title="Add Product">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
        <ProductForm
          mode="add"
          values={EMPTY}
          pending={pending}
          submitLabel="Add Product"
          afterSave="empty"
          onSubmit={(product) => run(product)}
        />
      </Paper>
    </PageFrame>
  );
}
