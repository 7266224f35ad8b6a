// "Add to cart" on the purchase page: puts the pieces into the cart (lib/cart-link.ts) and says so. The quantity is
// the caller's, already judged by the product's rules.
import { Button, type ButtonProps } from '@mui/material';
import { openCart } from '../../lib/cart-link';
import { useToast } from '../../lib/toast';

interface Props extends Omit<ButtonProps, 'onClick'> {
  productId: string;
  productName: string;
  quantity: number;
}

export function AddToCartButton({ productId, productName, quantity, ...button }: Props) {
  const toast = useToast();
  const add = () =>
    openCart()
      .add([{ productId, quantity }])
      .then(
        (problem) =>
          problem ? toast.error(problem) : toast.success(`Added to your cart: ${quantity} × ${productName}`),
        () => toast.error('The cart could not be changed, please try again'),
      );
  return (
    <Button variant="outlined" aria-label={`Add to cart: ${productName}`} {...button} onClick={add}>
      Add to cart
    </Button>
  );
}
