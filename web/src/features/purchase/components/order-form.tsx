// Address, mobile and quantity (domain orderFormSchema); the quantity is quoted with the domain's quoteQuantity,
// which gives the unit price and total shown as the quantity changes and the problem shown as an error toast on
// Confirm. The server quotes it all again.
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import {
  firstOrderableQuantity,
  formatCents,
  orderFormSchema,
  quantityRulesOf,
  quoteQuantity,
  type OrderFormInput,
  type Product,
} from '@toolshop/domain';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { applyServerErrors } from '../../../lib/form-errors';
import { useToast } from '../../../lib/toast';
import { usePlaceOrder } from '../api/place-order';
import { PriceBreaksTable } from '../../../components/products/price-breaks-table';
import { AddToCartButton } from '../../../components/cart/add-to-cart-button';

const FIELDS = ['address', 'mobile', 'quantity'] as const;

export function OrderForm({ product }: { product: Product }) {
  const toast = useToast();
  const { run, pending } = usePlaceOrder();
  const [placedOrderId, setPlacedOrderId] = useState<string | null | undefined>(undefined);
  const rules = quantityRulesOf(product);
  const defaultValues = { address: '', mobile: '', quantity: firstOrderableQuantity(rules) };
  // Checked as each field is left (an emptied quantity says it is required at once) and on Confirm.
  const { control, handleSubmit, setError, reset, watch } = useForm<OrderFormInput>({
    mode: 'onTouched',
    resolver: zodResolver(orderFormSchema),
    defaultValues,
  });
  const quantity = watch('quantity');
  const quote = Number.isInteger(quantity) && quantity > 0 ? quoteQuantity(rules, quantity) : null;
  // A total only for a quantity that can be ordered: a figure for 999999 pieces would read as an offer.
  const orderable = quote !== null && quote.problems.length === 0;
  const unitPrice = orderable ? formatCents(quote.unitPriceCents) : '–';
  const total = orderable ? formatCents(quote.amountCents) : '–';
  const most = Math.min(product.available, product.maximum ?? Infinity);
  const limits = [
    `Minimum ${product.minimum}`,
    ...(product.increment ? [`in packs of ${product.increment}`] : []),
    `at most ${most}`,
  ];

  const placeOrder = handleSubmit(async (values) => {
    const problem = quoteQuantity(rules, values.quantity).problems[0];
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

  // Each Confirm is a new attempt: the toast and the notice of the one before go, also when the form refuses this one.
  const onSubmit = (event: FormEvent) => {
    toast.clearError();
    setPlacedOrderId(undefined);
    return placeOrder(event);
  };

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
          slotProps={{
            htmlInput: {
              min: defaultValues.quantity,
              max: most,
              step: product.increment ?? 1,
              inputMode: 'numeric',
            },
          }}
          helperText={limits.join(', ')}
        />
        {product.priceBreaks && (
          <PriceBreaksTable product={product} applied={orderable ? quote.priceBreak : undefined} />
        )}
        <Box aria-live="polite">
          <Typography variant="body1">
            Unit price: <strong>{unitPrice}</strong>
          </Typography>
          <Typography variant="body1">
            Total: <strong>{total}</strong>
          </Typography>
        </Box>
        <SubmitButton pending={pending}>Confirm Order</SubmitButton>
        <AddToCartButton
          productId={product._id}
          productName={product.name}
          quantity={orderable ? quantity : 0}
          disabled={!orderable}
        />
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
