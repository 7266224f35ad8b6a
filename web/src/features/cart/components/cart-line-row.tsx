// One line of /cart: picture, name, SKU (where the product has one), unit price (by its price break), the stepper with a quantity one may type, the
// line total, remove, and the line's problems from the domain quote.
import { Alert, Box, Button, IconButton, Link, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatCents, type CartLineQuote } from '@toolshop/domain';
import { ProductPicture } from '../../../components/media/product-picture';
import { quantitySteps } from '../quantity-steps';
import { TypedQuantity } from './typed-quantity';

interface Props {
  line: CartLineQuote;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

// A step of the stepper: to the next quantity that may be ordered, disabled where there is none.
function StepButton({
  label,
  to,
  onStep,
  children,
}: {
  label: string;
  to: number | null;
  onStep: (quantity: number) => void;
  children: ReactNode;
}) {
  return (
    <IconButton aria-label={label} disabled={to === null} onClick={() => to !== null && onStep(to)}>
      {children}
    </IconButton>
  );
}

export function CartLineRow({ line, onQuantity, onRemove }: Props) {
  const { product, quote, quantity, problems } = line;
  const name = product?.name ?? 'Product no longer sold';
  const steps = product ? quantitySteps(product, quantity) : { down: null, up: null };
  // What a typed quantity was changed to, and why; gone at the next change.
  const [adjusted, setAdjusted] = useState<string | null>(null);
  const step = (next: number) => {
    setAdjusted(null);
    onQuantity(next);
  };
  return (
    <Box
      component="li"
      aria-label={name}
      sx={{ display: 'flex', gap: 2, py: 2, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}
    >
      <Box sx={{ width: { xs: 96, sm: 128 }, flexShrink: 0 }}>
        {product && <ProductPicture src={product.picture} alt={product.name} sizes="(min-width: 600px) 128px, 96px" />}
      </Box>
      <Stack spacing={1} sx={{ flex: 1, minWidth: 200 }}>
        <Typography variant="h6" component="h2">
          {product ? (
            <Link component={RouterLink} to={`/products/${line.productId}`} color="inherit" underline="hover">
              {name}
            </Link>
          ) : (
            name
          )}
        </Typography>
        {product?.sku && (
          <Typography variant="body2" color="text.secondary">
            SKU: {product.sku}
          </Typography>
        )}
        {quote && (
          <Typography variant="body2">
            Unit price: {formatCents(quote.unitPriceCents)}
            {quote.priceBreak && ` (from ${quote.priceBreak.minQuantity} pieces)`}
            {quote.unitPriceCents < quote.listUnitPriceCents &&
              ` · Your trade price (list ${formatCents(quote.listUnitPriceCents)})`}
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <StepButton label={`Fewer: ${name}`} to={steps.down} onStep={step}>
            <RemoveIcon />
          </StepButton>
          <TypedQuantity
            label={`Quantity of ${name}`}
            quantity={quantity}
            rules={product}
            onQuantity={onQuantity}
            onMessage={setAdjusted}
          />
          <StepButton label={`More: ${name}`} to={steps.up} onStep={step}>
            <AddIcon />
          </StepButton>
          <Button color="error" onClick={onRemove} aria-label={`Remove: ${name}`}>
            Remove
          </Button>
        </Stack>
        <Typography role="status" variant="body2" aria-label={`Quantity note of ${name}`}>
          {adjusted}
        </Typography>
        {problems.map((problem) => (
          <Alert key={problem} severity="warning">
            {problem}
          </Alert>
        ))}
      </Stack>
      <Typography sx={{ fontWeight: 600, ml: 'auto' }} aria-label={`Line total of ${name}`}>
        {quote ? formatCents(quote.amountCents) : '–'}
      </Typography>
    </Box>
  );
}
