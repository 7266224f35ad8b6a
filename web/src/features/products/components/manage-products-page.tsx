// /dashboard/manageProduct (admin): the catalogue by name, 25 a page, found by name or SKU and filtered by category
// and stock level; each product with its SKU, products too low in stock to order flagged, an edit screen
// (product-edit-page.tsx) and a delete action behind a confirm dialog.
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  NO_PRODUCT_FILTER,
  dollarsToCents,
  formatCents,
  productsMatching,
  type Product,
  type ProductFilter,
} from '@toolshop/domain';
import { ListPage } from '../../../components/data/list-page';
import { actionsColumn, type TableColumn } from '../../../components/data/list-table';
import { useListPages } from '../../../lib/use-list-pages';
import { useCategories } from '..';
import { ConfirmDeleteDialog } from '../../../components/feedback/confirm-dialog';
import { useRowDialog } from '../../../lib/use-row-dialog';
import { useProductDocs } from '../api/use-product-docs';
import { useDeleteProduct } from '../api/delete-product';
import { LowStockChip } from './low-stock-chip';
import { ProductSearchForm } from './product-search-form';
import { RowThumbnail } from '../../../components/media/row-thumbnail';

const PAGE_SIZE = 25;
const onPhoneOnly = { display: { xs: 'block', sm: 'none' } };

/** The products' columns; Delete asks `onDelete` to confirm first. */
const productColumns = (onDelete: (product: Product) => void): TableColumn<Product>[] => [
  { label: 'Picture', hideOnPhone: true, cell: (product) => <RowThumbnail src={product.picture} /> },
  {
    label: 'Name',
    cell: (product) => (
      <>
        {product.name}
        {/* On a phone the SKU goes under the name: a column of its own would push the actions off screen. */}
        {product.sku && (
          <Typography variant="caption" color="text.secondary" sx={onPhoneOnly}>
            SKU: {product.sku}
          </Typography>
        )}
      </>
    ),
  },
  { label: 'SKU', hideOnPhone: true, sx: { whiteSpace: 'nowrap' }, cell: (product) => product.sku ?? '–' },
  {
    label: 'Price',
    numeric: true,
    hideOnPhone: true,
    cell: (product) => formatCents(dollarsToCents(product.price)),
  },
  {
    label: 'Available',
    numeric: true,
    cell: (product) => (
      <Stack direction="row" spacing={1} alignItems="center" justifyContent="flex-end">
        <LowStockChip product={product} />
        <span>{product.available}</span>
      </Stack>
    ),
  },
  { label: 'Minimum', numeric: true, hideOnPhone: true, cell: (product) => product.minimum },
  actionsColumn('Action', (product) => (
    <>
      <Button
        size="small"
        variant="outlined"
        component={RouterLink}
        to={`/dashboard/manageProduct/${encodeURIComponent(product._id)}`}
        startIcon={<EditIcon />}
        aria-label={`Edit ${product.name}`}
      >
        Edit
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        startIcon={<DeleteIcon />}
        onClick={() => onDelete(product)}
        aria-label={`Delete ${product.name}`}
      >
        Delete
      </Button>
    </>
  )),
];

export default function ManageProductsPage() {
  const { status, products: catalogue } = useProductDocs();
  const { categories } = useCategories();
  const [filter, setFilter] = useState<ProductFilter>(NO_PRODUCT_FILTER);
  const found = useMemo(() => productsMatching(catalogue, filter), [catalogue, filter]);
  const { items: products, pages } = useListPages(found, PAGE_SIZE, JSON.stringify(filter));
  const searching = filter.q !== '' || filter.category !== '' || filter.stock !== '';
  const { run: remove, pending } = useDeleteProduct();
  const deleting = useRowDialog<Product>(() => undefined);

  return (
    <ListPage
      title="Manage Product"
      label="Products"
      columns={productColumns(deleting.open)}
      rowKey={(product) => product._id}
      empty={searching ? 'No product matches this search.' : 'There are no products. Add one with Add Product.'}
      read={{ status, items: products, pages }}
      controls={<ProductSearchForm categories={categories} onSearch={setFilter} />}
    >
      {/* The list is live (Firestore): a deleted product leaves it by itself. */}
      <ConfirmDeleteDialog
        dialog={deleting}
        title="Delete this product?"
        pending={pending}
        onDelete={(product) => remove(product._id)}
      >
        {(product) => `${product.name} will be removed from the shop.`}
      </ConfirmDeleteDialog>
    </ListPage>
  );
}
