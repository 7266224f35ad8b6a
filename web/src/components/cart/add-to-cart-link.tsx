// "Add to cart" as a link to /cart?add=<id>, not a script: the cart screen adds the least the product's rules allow
// (its stepper then moves in packs), so a screen that shows it (the home page's cards) carries no cart code.
import { Button, type SxProps, type Theme } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export function AddToCartLink({
  productId,
  productName,
  size,
  sx,
}: {
  productId: string;
  productName: string;
  size?: 'small' | 'large';
  sx?: SxProps<Theme>;
}) {
  return (
    <Button
      variant="outlined"
      size={size}
      component={RouterLink}
      to={`/cart?add=${productId}`}
      aria-label={`Add to cart: ${productName}`}
      sx={sx}
    >
      Add to cart
    </Button>
  );
}
