import { memo } from 'react';
import { Box, Button, Grid, Skeleton } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { CardSection } from '../../../components/layout/card-section';
import type { CardProduct } from '../card-product';
import { useHomeGrid } from '../api/use-catalogue';
import { useStepwiseReveal } from '../../../boot/use-stepwise-reveal';
import { PRODUCT_CARD_HEIGHT_PX, ProductCardWhenNear } from './product-card';

const LOAD_ERROR = 'The products could not be loaded. Please try again.';
const SKELETONS = 6;
// Cards rendered when the list arrives (a desktop's first row), then a few more per task (boot/use-stepwise-reveal.ts).
const CARDS_AT_ONCE = 3;
const CARDS_PER_STEP = 2;

/**
 * What one place of the grid holds: a skeleton until its product is shown. Memoized, and the places are keyed by
 * position, so the cards take over the skeletons' places and each step renders only the places it fills.
 */
const PlaceContent = memo(function PlaceContent({
  product,
  priority,
}: {
  product: CardProduct | undefined;
  priority: boolean;
}) {
  return product ? (
    <ProductCardWhenNear product={product} priority={priority} />
  ) : (
    <Skeleton variant="rounded" height={PRODUCT_CARD_HEIGHT_PX} />
  );
});

export function ProductGrid() {
  const { status, products } = useHomeGrid();
  // A list the page came with (server-rendered) is in the HTML whole: hydration adopts every card at once.
  const shown = useStepwiseReveal(
    products.length,
    status === 'success' ? products.length : CARDS_AT_ONCE,
    CARDS_PER_STEP,
  );
  const places = status === 'loading' ? SKELETONS : products.length;
  return (
    <CardSection
      titleId="products-title"
      title="Our Products"
      busy={status === 'loading' || shown < products.length}
      loadError={status === 'error' ? LOAD_ERROR : undefined}
    >
      <Grid container spacing={3}>
        {Array.from({ length: places }, (_, index) => (
          <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }}>
            <PlaceContent product={index < shown ? products[index] : undefined} priority={index === 0} />
          </Grid>
        ))}
      </Grid>
      <Box sx={{ textAlign: 'center', mt: 4 }}>
        <Button variant="outlined" size="large" component={RouterLink} to="/search">
          See all products
        </Button>
      </Box>
    </CardSection>
  );
}
