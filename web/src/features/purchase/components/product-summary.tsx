import { Card, CardContent, Stack, Typography } from '@mui/material';
import { dollarsToCents, formatCents, type Product } from '@toolshop/domain';
import { ProductPicture } from '../../../components/media/product-picture';
import { QuantityRules } from '../../../components/products/quantity-rules';

export function ProductSummary({ product }: { product: Product }) {
  return (
    <Card component="section" aria-labelledby="purchase-product-name">
      {/* Half the page's width from md up, as the purchase page lays it out. */}
      <ProductPicture src={product.picture} alt={product.name} sizes="(min-width: 900px) 50vw, 100vw" priority />
      <CardContent>
        <Typography id="purchase-product-name" variant="h5" component="h2" gutterBottom>
          {product.name}
        </Typography>
        <Stack spacing={0.5} sx={{ mb: 1.5 }}>
          <Typography variant="body1" sx={{ fontWeight: 500 }}>
            Price per piece: {formatCents(dollarsToCents(product.price))}
          </Typography>
          <Typography variant="body2">Available: {product.available}</Typography>
          <QuantityRules product={product} variant="body2" />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {product.description}
        </Typography>
      </CardContent>
    </Card>
  );
}
