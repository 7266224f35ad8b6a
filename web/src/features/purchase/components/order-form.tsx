// Address, mobile and quantity (domain orderFormSchema); the quantity is checked against the product with the
// domain's quantityProblem and a problem is shown as the spec's error toast. The server checks it all again.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
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
import { applyServerErrors } from '../../../lib/form-errors';
import { useToast } from '../../../lib/toast';
import { usePlaceOrder } from '../api/place-order';

const FIELDS = ['address', 'mobile', 'quantity'] as const;

export function OrderForm({ product }: { product: Product }) {
  const toast = useToast();
  const { run, pending } = usePlaceOrder();
  const [placedOrderId, setPlacedOrderId] = useState<string | null | undefined>(undefined);
  const defaultValues = { address: '', mobile: '', quantity: product.minimum };
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors },
  } = useForm<OrderFormInput>({
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
        {/* Controlled, so that the labels follow a reset after an order (an uncontrolled field keeps its label raised). */}
        <Controller
          name="address"
          control={control}
          render={({ field }) => (
            <TextField
              label="Address"
              required
              multiline
              minRows={2}
              autoComplete="street-address"
              {...field}
              error={!!errors.address}
              helperText={errors.address?.message}
            />
          )}
        />
        <Controller
          name="mobile"
          control={control}
          render={({ field }) => (
            <TextField
              label="Mobile"
              required
              type="tel"
              autoComplete="tel"
              {...field}
              error={!!errors.mobile}
              helperText={errors.mobile?.message}
            />
          )}
        />
        <TextField
          label="Quantity"
          required
          type="number"
          slotProps={{ htmlInput: { min: product.minimum, max: product.available, step: 1, inputMode: 'numeric' } }}
          {...register('quantity', { valueAsNumber: true })}
          error={!!errors.quantity}
          helperText={errors.quantity?.message ?? `Minimum ${product.minimum}, at most ${product.available}`}
        />
        <Typography variant="body1" aria-live="polite">
          Total: <strong>{total}</strong>
        </Typography>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={pending}
          startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          Confirm Order
        </Button>
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
