// Address, mobile and quantity (domain orderFormSchema); the quantity is checked against the product with the
// domain's quantityProblem and a problem is shown as the spec's error toast. The server checks it all again.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import {
  dollarsToCents,
  formatCents,
  orderAmountCents,
  orderFormSchema,
  quantityProblem,
  type OrderFormInput,
  type Product,
} from '@toolshop/domain';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { applyServerErrors } from '../../../lib/form-errors';
import { useToast } from '../../../lib/toast';
import { usePlaceOrder } from '../api/place-order';

const FIELDS = ['address', 'mobile', 'quantity'] as const;

export function OrderForm({ product }: { product: Product }) {
  const toast = useToast();
  const { run, pending } = usePlaceOrder();
  const [placedOrderId, setPlacedOrderId] = useState<string | null | undefined>(undefined);
  const defaultValues = { address: '', mobile: '', quantity: product.minimum };
  const { control, handleSubmit, setError, reset, watch } = useForm<OrderFormInput>({
    resolver: zodResolver(orderFormSchema),
    defaultValues,
  });
  const quantity = watch('quantity');
  // A total only for a quantity that can be ordered: a figure for 999999 pieces would read as an offer.
  const total =
    Number.isInteger(quantity) && !quantityProblem(quantity, product)
      ? formatCents(orderAmountCents(dollarsToCents(product.price), quantity))
      : '–';

  const onSubmit = handleSubmit(async (values) => {
    const problem = quantityProblem(values.quantity, product);
    if (problem) {
      setError('quantity', { type: 'range', message: problem });
      toast.error(problem);
      return;
    }
    const result = await run({ productId: product._id, ...values });
    if (result.ok) {
      reset(defaultValues);
      setPlacedOrderId(result.data.insertedId ?? null);
    } else {
      applyServerErrors(result.error, setError, FIELDS);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="order-form-title">
      <Typography id="order-form-title" variant="h6" component="h2" gutterBottom>
        Your order
      </Typography>
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="address"
          label="Address"
          required
          multiline
          minRows={2}
          autoComplete="street-address"
        />
        <FormTextField control={control} name="mobile" label="Mobile" required type="tel" autoComplete="tel" />
        <FormNumberField
          control={control}
          name="quantity"
          label="Quantity"
          required
          slotProps={{ htmlInput: { min: product.minimum, max: product.available, step: 1, inputMode: 'numeric' } }}
          helperText={`Minimum ${product.minimum}, at most ${product.available}`}
        />
        <Typography variant="body1" aria-live="polite">
          Total: <strong>{total}</strong>
        </Typography>
        <SubmitButton pending={pending}>Confirm Order</SubmitButton>
        {placedOrderId !== undefined && (
          <Alert
            severity="success"
            action={
              <Stack direction="row" spacing={1} sx={{ whiteSpace: 'nowrap' }}>
                {placedOrderId && (
                  <Button color="inherit" size="small" component={RouterLink} to={`/payment/${placedOrderId}`}>
                    Pay now
                  </Button>
                )}
                <Button color="inherit" size="small" component={RouterLink} to="/dashboard/myOrder">
                  My Orders
                </Button>
              </Stack>
            }
          >
            Order placed. Pay for it now or later from My Orders.
          </Alert>
        )}
      </Stack>
    </Box>
  );
}
