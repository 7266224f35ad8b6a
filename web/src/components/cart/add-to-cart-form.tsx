// "Add to cart" with a quantity, on the product page: the shared number field, judged by the domain's
// quoteQuantity (minimum, pack size, maximum, stock) before the pieces go into the cart.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack } from '@mui/material';
import {
  firstOrderableQuantity,
  orderFormSchema,
  quantityRulesOf,
  quoteQuantity,
  type Product,
} from '@toolshop/domain';
import { FormNumberField } from '../form/form-number-field';
import { openCart } from '../../lib/cart-link';
import { useToast } from '../../lib/toast';

const schema = orderFormSchema.pick({ quantity: true });
type Values = { quantity: number };

export function AddToCartForm({ product }: { product: Product }) {
  const toast = useToast();
  const rules = quantityRulesOf(product);
  const first = firstOrderableQuantity(rules);
  const { control, handleSubmit, setError } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { quantity: first },
  });
  const onSubmit = handleSubmit(async ({ quantity }) => {
    const problem = quoteQuantity(rules, quantity).problems[0];
    if (problem) {
      setError('quantity', { type: 'range', message: problem });
      return;
    }
    try {
      const refused = await (await openCart()).add([{ productId: product._id, quantity }]);
      if (refused) toast.error(refused);
      else toast.success(`Added to your cart: ${quantity} × ${product.name}`);
    } catch {
      toast.error('The cart could not be changed, please try again');
    }
  });
  const most = Math.min(product.available, product.maximum ?? Infinity);
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Add to cart">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <FormNumberField
          control={control}
          name="quantity"
          label="Quantity"
          size="small"
          sx={{ width: 140 }}
          slotProps={{ htmlInput: { min: first, max: most, step: product.increment ?? 1, inputMode: 'numeric' } }}
        />
        <Button type="submit" variant="outlined" size="large" aria-label={`Add to cart: ${product.name}`}>
          Add to cart
        </Button>
      </Stack>
    </Box>
  );
}
