import { Button, Card, CardActions, CardContent, CardMedia, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import {
  CARD_DESCRIPTION_PREVIEW_LENGTH,
  formatCents,
  lowestUnitPriceCents,
  quantityRulesOf,
  type Product,
} from '@toolshop/domain';
import { formatDollars } from '../format-dollars';

/** A card's height on a wide screen: its skeleton's, and what a card off screen stands in for. */
export const PRODUCT_CARD_HEIGHT_PX = 532;

export function ProductCard({ product }: { product: Product }) {
  return (
    <Card
      component="article"
      // Cards off screen skip layout and paint until scrolled near (the height of a card stands in): on a phone
      // most of the ten are, and laying them all out at once is a long task.
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        contentVisibility: 'auto',
        containIntrinsicSize: `auto ${PRODUCT_CARD_HEIGHT_PX}px`,
      }}
    >
      <CardMedia
        component="img"
        image={product.picture}
        alt={product.name}
        width={400}
        height={260}
        sx={{ aspectRatio: '400 / 260', objectFit: 'contain', bgcolor: 'grey.100' }}
      />
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h3" gutterBottom>
          {product.name}
        </Typography>
        <Typography variant="body2">Available: {product.available}</Typography>
        <Typography variant="body2">
          Minimum order: {product.minimum}
          {product.increment !== undefined && `, packs of ${product.increment}`}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          Price per piece: {formatDollars(product.price)}
          {product.priceBreaks && `, from ${formatCents(lowestUnitPriceCents(quantityRulesOf(product)))}`}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {product.description.slice(0, CARD_DESCRIPTION_PREVIEW_LENGTH)}
        </Typography>
      </CardContent>
      <CardActions>
        <Button
          variant="contained"
          component={RouterLink}
          to={`/purchase/${product._id}`}
          aria-label={`Order Now: ${product.name}`}
        >
          Order Now
        </Button>
      </CardActions>
    </Card>
  );
}
