// The public page of one product (/products/{id}): its photo, full description, price, available quantity, every
// quantity rule and the price breaks (the purchase page's table), Order Now, and its customers' reviews with their
// average rating, with the title, description, canonical address, Open Graph tags and schema.org Product data
// (its aggregateRating too) a search engine reads (seo/product-structured-data.ts). All of it is in the server's
// render; the parts that fit and the reviews, below the fold, hydrate as they near the viewport or are touched.
import { useMemo } from 'react';
import { Alert, Box, Button, Container, Grid, Link, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  formatCents,
  formatSpec,
  lowestUnitPriceCents,
  quantityRulesOf,
  specDefinitions,
  type Product,
  type SpecKey,
} from '@toolshop/domain';
import { ProductPicture } from '../../../components/media/product-picture';
import { PriceBreaksTable } from '../../../components/products/price-breaks-table';
import { QuantityRules } from '../../../components/products/quantity-rules';
import { useDocumentHead } from '../../../lib/use-document-head';
import { useSiteOrigin } from '../../../lib/site-origin';
import { useProduct } from '../api/use-product';
import { ProductPrice } from './product-price';
import { OrderLinks } from './order-links';
import { jsonForScript, productJsonLd, productPageHead } from '../seo/product-structured-data';
import { categoryPath } from '../product-paths';
import { useCategories } from '../api/use-categories';
import { FitsTools, PartsForTool } from './fitting-parts';
import { ProductReviews, useProductReviews } from '../../reviews';
import { hydratedWhenNear } from '../../../boot/hydrate-when-near';

const NOT_LOADED = 'This product could not be loaded. It may no longer be on sale.';
/** The photo's width at each viewport width: 7 of 12 columns of a 1200 px container, the full width on a phone. */
const PAGE_PICTURE_SIZES = '(min-width: 1200px) 676px, (min-width: 900px) 56vw, calc(100vw - 32px)';

/** The product's category as a link to its page (the category's name once the categories are read). */
function CategoryLink({ slug }: { slug: string }) {
  const { categories } = useCategories();
  const name = categories.find((category) => category.slug === slug)?.name ?? slug;
  return (
    <Typography variant="body2" sx={{ mb: 1 }}>
      Category:{' '}
      <Link component={RouterLink} to={categoryPath(slug)}>
        {name}
      </Link>
    </Typography>
  );
}

function Specs({ product }: { product: Product }) {
  const specs = Object.entries(product.specs) as [SpecKey, string | number][];
  if (specs.length === 0) return null;
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mt: 4, mb: 1 }}>
        Specifications
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {specs.map(([key, value]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {specDefinitions[key].label}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {formatSpec(key, value)}
            </Box>
          </Box>
        ))}
      </Box>
    </>
  );
}

// Below the fold: hydrated as they near the viewport.
const GatedParts = hydratedWhenNear(PartsForTool, () => 'parts-for-tool');
const GatedReviews = hydratedWhenNear(ProductReviews, () => 'product-reviews');

function ProductDetails({ product }: { product: Product }) {
  const origin = useSiteOrigin();
  const head = useMemo(() => productPageHead(product, origin), [product, origin]);
  useDocumentHead(head);
  const { status: reviewsStatus, reviews } = useProductReviews(product._id);
  return (
    <Grid container spacing={4}>
      <script
        type="application/ld+json"
        // JSON with `<` escaped: no product text can end the element.
        dangerouslySetInnerHTML={{ __html: jsonForScript(productJsonLd(product, origin, reviews)) }}
      />
      <Grid size={{ xs: 12, md: 7 }}>
        <ProductPicture src={product.picture} alt={product.name} sizes={PAGE_PICTURE_SIZES} priority />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {product.name}
        </Typography>
        {product.sku && (
          <Typography variant="body2" color="text.secondary">
            SKU: {product.sku}
          </Typography>
        )}
        {product.category && <CategoryLink slug={product.category} />}
        <Stack spacing={0.5} sx={{ mb: 2 }}>
          <ProductPrice
            productId={product._id}
            listPrice={product.price}
            fromText={product.priceBreaks && formatCents(lowestUnitPriceCents(quantityRulesOf(product)))}
            variant="h5"
          />
          <Typography>Available: {product.available}</Typography>
          <QuantityRules product={product} />
        </Stack>
        {product.priceBreaks && (
          <Box sx={{ mb: 2, maxWidth: 360 }}>
            <PriceBreaksTable product={product} applied={undefined} />
          </Box>
        )}
        <OrderLinks product={product} large />
        <Typography component="h2" variant="h6" sx={{ mt: 4, mb: 1 }}>
          Description
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line' }}>{product.description}</Typography>
        <Specs product={product} />
        <FitsTools toolIds={product.fits} />
      </Grid>
      <Grid size={12}>
        <GatedParts productId={product._id} />
      </Grid>
      <Grid size={12}>
        <GatedReviews productId={product._id} productName={product.name} status={reviewsStatus} reviews={reviews} />
      </Grid>
    </Grid>
  );
}

export default function ProductPage() {
  const { productId = '' } = useParams();
  const { status, product } = useProduct(productId);
  return (
    <Container maxWidth="lg" component="article" sx={{ py: 5 }} aria-busy={status === 'loading'}>
      {status === 'success' && product && <ProductDetails product={product} />}
      {status === 'loading' && (
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Skeleton variant="rounded" sx={{ aspectRatio: '400 / 260', height: 'auto' }} />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Skeleton variant="text" sx={{ fontSize: '2.125rem' }} />
            <Skeleton variant="text" width="60%" />
          </Grid>
        </Grid>
      )}
      {status === 'error' && (
        <Box>
          <Alert severity="error" sx={{ mb: 2 }}>
            {NOT_LOADED}
          </Alert>
          <Button component={RouterLink} to="/">
            See all products
          </Button>
        </Box>
      )}
    </Container>
  );
}
