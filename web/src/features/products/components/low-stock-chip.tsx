// Shown where a product has fewer pieces in stock than its minimum order: no customer can order it.
import { Chip, Tooltip } from '@mui/material';
import { isLowStock } from '@toolshop/domain';

export function LowStockChip({ product }: { product: { available: number; minimum: number } }) {
  if (!isLowStock(product)) return null;
  return (
    <Tooltip title={`Fewer than the minimum order of ${product.minimum} in stock: nobody can order it`}>
      {/* Outlined error: 4.5:1 contrast on white, like the order status chips. */}
      <Chip size="small" variant="outlined" color="error" label="Low stock" />
    </Tooltip>
  );
}
