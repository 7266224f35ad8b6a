// Where it ships (an address of the address book or a new one, as the checkout takes it), mobile and quantity
// (domain orderFormSchema, addressSchema). The quantity is quoted with the domain's quoteQuantity, which gives the
// unit price and goods shown as the quantity changes and the problem shown as an error toast on Confirm; the
// shipping methods, shipping, tax and total for the chosen address are the server's quote (POST /api/checkout/quote),
// as on the checkout, and a country no zone serves blocks Confirm with its message. The server prices it all again.
import { useMemo, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import {
  firstOrderableQuantity,
  formatCents,
  orderFormSchema,
  quantityRulesOf,
  quoteQuantity,
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
import {
  addressChoiceResolver,
  type AddressChoiceValues,
  NEW_ADDRESS,
  newAddressChoice,
  QuoteSummary,
  ShippingAddressChoice,
  useAddressChoice,
  useSavedMobile,
  useShippingQuote,
} from '../../checkout';

const FIELDS = ['mobile', 'quantity'] as const;

interface Values extends AddressChoiceValues {
  mobile: string;
  quantity: number;
}

const resolver = addressChoiceResolver<Values>(z.object(orderFormSchema.shape));

export function OrderForm({ product }: { product: Product }) {
  const toast = useToast();
  const { run, pending } = usePlaceOrder();
  const [placedOrderId, setPlacedOrderId] = useState<string | null | undefined>(undefined);
  const rules = quantityRulesOf(product);
  const defaultValues: Values = {
    ...newAddressChoice(),
    mobile: '',
    quantity: firstOrderableQuantity(rules),
  };
  // Checked as each field is left (an emptied quantity says it is required at once) and on Confirm.
  const form = useForm<Values>({ mode: 'onTouched', resolver, defaultValues });
  const { control, handleSubmit, setError, reset } = form;
  const quantity = useWatch({ control, name: 'quantity' });
  const address = useAddressChoice(form);
  useSavedMobile(form, address.entries, address.choice);

  const quote = Number.isInteger(quantity) && quantity > 0 ? quoteQuantity(rules, quantity) : null;
  // A total only for a quantity that can be ordered: a figure for 999999 pieces would read as an offer.
  const orderable = quote !== null && quote.problems.length === 0;
  const unitPrice = orderable ? formatCents(quote.unitPriceCents) : '–';
  const goods = orderable ? formatCents(quote.amountCents) : '–';
  const most = Math.min(product.available, product.maximum ?? Infinity);
  const limits = [
    `Minimum ${product.minimum}`,
    ...(product.increment ? [`in packs of ${product.increment}`] : []),
    `at most ${most}`,
  ];

  // Shipping and tax for the chosen address, by the chosen method (the cheapest until one is picked).
  const shippedTo = address.chosen;
  const quoteLines = useMemo(
    () => (orderable ? [{ productId: product._id, quantity }] : []),
    [orderable, product._id, quantity],
  );
  const shipping = useShippingQuote(quoteLines, shippedTo, quoteLines.length > 0);
  const blocked = shipping.state.status === 'refused' || (shippedTo !== null && orderable && !shipping.priced);

  const placeOrder = handleSubmit(async (values) => {
    const problem = quoteQuantity(rules, values.quantity).problems[0];
    if (problem) {
      setError('quantity', { type: 'range', message: problem });
      toast.error(problem);
      return;
    }
    const shipTo = address.shipTo(values.address);
    if (!shipTo) {
      toast.error('Please check the shipping address');
      return;
    }
    const savesNew = await address.saveNew(shipTo, values.mobile);
    const result = await run({
      productId: product._id,
      quantity: values.quantity,
      mobile: values.mobile,
      shippingAddress: shipTo.address,
      ...(shipping.priced && { shippingMethod: shipping.priced.shippingMethod }),
    });
    if (result.ok) {
      reset({ ...defaultValues, choice: shipTo.saved?.id ?? NEW_ADDRESS });
      setPlacedOrderId(result.data.insertedId ?? null);
    } else {
      applyServerErrors(result.error, setError, FIELDS);
    }
    // The book read again (with the address just saved) offers it, and chooses its default again.
    if (result.ok || savesNew) address.book.reload();
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
        <Typography variant="subtitle1" component="h3" id="purchase-address-title" sx={{ fontWeight: 600 }}>
          Shipping address
        </Typography>
        <ShippingAddressChoice {...address.fields} labelledBy="purchase-address-title" />
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
            Goods: <strong>{goods}</strong>
          </Typography>
        </Box>
        {orderable && <QuoteSummary quote={shipping} />}
        <SubmitButton pending={pending} disabled={blocked}>
          Confirm Order
        </SubmitButton>
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
