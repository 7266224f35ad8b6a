// /dashboard/manageProduct (admin): the catalogue, products too low in stock to order flagged, each with an edit
// screen (product-edit-page.tsx) and a delete action behind a confirm dialog.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Stack, TableCell, TableRow, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { dollarsToCents, formatCents, type Product } from '@toolshop/domain';
import { TableReadStates } from '../../../components/data/table-read-states';
import { RowActions, hideOnPhone, type TableColumn } from '../../../components/data/list-table';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { useProductDocs } from '../api/use-product-docs';
import { useDeleteProduct } from '../api/delete-product';
import { LowStockChip } from './low-stock-chip';

const LOAD_ERROR = 'The products could not be loaded. Please try again.';
const columns: TableColumn[] = [
  { label: 'Picture', hideOnPhone: true },
  { label: 'Name' },
  { label: 'Price', numeric: true, hideOnPhone: true },
  { label: 'Available', numeric: true },
  { label: 'Minimum', numeric: true, hideOnPhone: true },
  { label: 'Action' },
];

export default function ManageProductsPage() {
  const { status, products } = useProductDocs();
  const { run: remove, pending } = useDeleteProduct();
  const [toDelete, setToDelete] = useState<Product | null>(null);

  const confirmDelete = async () => {
    if (!toDelete) return;
    await remove(toDelete._id);
    setToDelete(null);
  };

  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        Manage Product
      </Typography>
      <TableReadStates
        label="Products"
        columns={columns}
        status={status}
        rows={products.length}
        loadError={LOAD_ERROR}
        empty="There are no products. Add one with Add Product."
      >
        {products.map((product) => (
          <TableRow key={product._id}>
            <TableCell sx={hideOnPhone}>
              <Box
                component="img"
                src={product.picture}
                alt=""
                width={56}
                height={40}
                sx={{ objectFit: 'contain', display: 'block' }}
              />
            </TableCell>
            <TableCell>{product.name}</TableCell>
            <TableCell align="right" sx={hideOnPhone}>
              {formatCents(dollarsToCents(product.price))}
            </TableCell>
            <TableCell align="right">
              <Stack direction="row" spacing={1} alignItems="center" justifyContent="flex-end">
                <LowStockChip product={product} />
                <span>{product.available}</span>
              </Stack>
            </TableCell>
            <TableCell align="right" sx={hideOnPhone}>
              {product.minimum}
            </TableCell>
            <TableCell>
              <RowActions>
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
                  onClick={() => setToDelete(product)}
                  aria-label={`Delete ${product.name}`}
                >
                  Delete
                </Button>
              </RowActions>
            </TableCell>
          </TableRow>
        ))}
      </TableReadStates>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this product?"
        confirmLabel="Yes, delete"
        destructive
        pending={pending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      >
        {toDelete && `${toDelete.name} will be removed from the shop.`}
      </ConfirmDialog>
    </Box>
  );
}
