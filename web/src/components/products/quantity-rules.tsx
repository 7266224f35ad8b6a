// A product's quantity rules as the shop states them, on its page and on its purchase page: the minimum order, the
// pack size and the maximum per order when it has them. One text each, so the two pages say the same.
import { Typography, type TypographyProps } from '@mui/material';
import type { Product } from '@toolshop/domain';

export function QuantityRules({
  product,
  variant,
}: {
  product: Pick<Product, 'minimum' | 'increment' | 'maximum'>;
  variant?: TypographyProps['variant'];
}) {
  return (
    <>
      <Typography variant={variant}>{`Minimum order: ${product.minimum}`}</Typography>
      {product.increment !== undefined && (
        <Typography variant={variant}>{`Sold in packs of ${product.increment}`}</Typography>
      )}
      {product.maximum !== undefined && (
        <Typography variant={variant}>{`Maximum per order: ${product.maximum}`}</Typography>
      )}
    </>
  );
}
