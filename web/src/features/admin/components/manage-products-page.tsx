// /dashboard/manageProduct (admin): the catalogue with a delete action behind a confirm dialog.
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { dollarsToCents, formatCents, type Product } from '@toolshop/domain';
import { useReadErrorToast } from '../../../lib/use-read-error-toast';
import { PageLoader } from '../../../components/feedback/page-loader';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { useProducts } from '../api/use-products';
import { useDeleteProduct } from '../api/delete-product';

const LOAD_ERROR = 'The products could not be loaded. Please try again.';
const wide = { display: { xs: 'none', sm: 'table-cell' } };

export default function ManageProductsPage() {
  const { status, products } = useProducts();
  useReadErrorToast(status, LOAD_ERROR);
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
      {status === 'loading' && <PageLoader />}
      {status === 'error' && <Alert severity="error">{LOAD_ERROR}</Alert>}
      {status === 'success' && products.length === 0 && (
        <Alert severity="info">There are no products. Add one with Add Product.</Alert>
      )}
      {status === 'success' && products.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Products">
            <TableHead>
              <TableRow>
                <TableCell sx={wide}>Picture</TableCell>
                <TableCell>Name</TableCell>
                <TableCell align="right" sx={wide}>
                  Price
                </TableCell>
                <TableCell align="right">Available</TableCell>
                <TableCell align="right" sx={wide}>
                  Minimum
                </TableCell>
                <TableCell>Action</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {products.map((product) => (
                <TableRow key={product._id}>
                  <TableCell sx={wide}>
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
                  <TableCell align="right" sx={wide}>
                    {formatCents(dollarsToCents(product.price))}
                  </TableCell>
                  <TableCell align="right">{product.available}</TableCell>
                  <TableCell align="right" sx={wide}>
                    {product.minimum}
                  </TableCell>
                  <TableCell>
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
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
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
