// A product's two ways to buy, on its card and on its page: Order Now (the purchase page) and Add to cart.
import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Product } from '@toolshop/domain';
import { AddToCartLink } from '../../../components/cart/add-to-cart-link';

/** `large` on the product page, where the links stand on their own (a card's actions space them). */
export function OrderLinks({ product, large = false }: { product: Pick<Product, '_id' | 'name'>; large?: boolean }) {
  const size = large ? 'large' : undefined;
  return (
    <>
      <Button
        variant="contained"
        size={size}
        component={RouterLink}
        to={`/purchase/${product._id}`}
        aria-label={`Order Now: ${product.name}`}
      >
        Order Now
      </Button>
      <AddToCartLink
        productId={product._id}
        productName={product.name}
        size={size}
        sx={large ? { ml: 1 } : undefined}
      />
    </>
  );
}
