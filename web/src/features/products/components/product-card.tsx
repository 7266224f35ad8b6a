import { Card, CardActions, CardContent, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { CARD_DESCRIPTION_PREVIEW_LENGTH, cutAtWord } from '@toolshop/domain';
import type { CardProduct } from '../card-product';
import { formatDollars } from '../format-dollars';
import { ProductPicture } from '../../../components/media/product-picture';
import { productPath } from '../product-paths';
import { ProductPrice } from './product-price';
import { OrderLinks } from './order-links';
import { hydratedWhenNear } from '../../../boot/hydrate-when-near';

/** A card's height on a wide screen (with its SKU line): its skeleton's, and what a card off screen stands in for. */
export const PRODUCT_CARD_HEIGHT_PX = 552;

/** A card's picture width at each viewport width: the grid's 1, 2 or 3 columns (product-grid.tsx). */
const CARD_PICTURE_SIZES =
  '(min-width: 1200px) 376px, (min-width: 900px) calc(33vw - 24px), (min-width: 600px) calc(50vw - 28px), calc(100vw - 32px)';

/** `priority`: the first card's picture, the home page's largest paint on a phone. */
export function ProductCard({ product, priority = false }: { product: CardProduct; priority?: boolean }) {
  // The last break is the lowest price (prices fall as quantities rise), as domain's lowestUnitPriceCents reads it.
  // Read here from the product's own dollars: quantityRulesOf's mapping to cents lives in domain's entities module,
  // which the home page's script would otherwise carry whole.
  const lowestBreak = product.priceBreaks?.at(-1);
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
      <ProductPicture src={product.picture} alt={product.name} sizes={CARD_PICTURE_SIZES} priority={priority} />
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h3" gutterBottom>
          <Link component={RouterLink} to={productPath(product._id)} color="inherit" underline="hover">
            {product.name}
          </Link>
        </Typography>
        {/* Trades order by part number. A card without one is a line shorter; its row's cards stretch alike. */}
        {product.sku && (
          <Typography variant="body2" color="text.secondary">
            SKU: {product.sku}
          </Typography>
        )}
        <Typography variant="body2">Available: {product.available}</Typography>
        <Typography variant="body2">
          Minimum order: {product.minimum}
          {product.increment !== undefined && `, packs of ${product.increment}`}
        </Typography>
        <ProductPrice
          productId={product._id}
          listPrice={product.price}
          fromText={lowestBreak && formatDollars(lowestBreak.price)}
          variant="body2"
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {cutAtWord(product.description, CARD_DESCRIPTION_PREVIEW_LENGTH)}
        </Typography>
      </CardContent>
      <CardActions>
        <OrderLinks product={product} />
      </CardActions>
    </Card>
  );
}

/** A card of a prerendered list: hydrated as it nears the viewport, as tall as its grid row. */
export const ProductCardWhenNear = hydratedWhenNear(ProductCard, ({ product }) => `product-card-${product._id}`, true);
