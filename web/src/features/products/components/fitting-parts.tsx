// The product page's parts that fit: on a tool's page, "Spare parts and accessories for this tool" (the products
// whose `fits` names it, each a card with its order and cart controls); on a part's page, "Fits these tools".
import type { ReactNode } from 'react';
import { Box, Grid, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useParts } from '../api/use-parts';
import { useProduct } from '../api/use-product';
import { productPath } from '../product-paths';
import { ProductCard } from './product-card';

export const PARTS_TITLE = 'Spare parts and accessories for this tool';
export const FITS_TITLE = 'Fits these tools';

/** A section of the page named by its heading (`${name}-title`). */
function FitSection({
  name,
  title,
  variant,
  mt,
  children,
}: {
  name: string;
  title: string;
  variant: 'h5' | 'h6';
  mt: number;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={`${name}-title`} sx={{ mt }}>
      <Typography id={`${name}-title`} variant={variant} component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Nothing while the list loads or when nothing fits the tool: the section appears only with parts in it. */
export function PartsForTool({ productId }: { productId: string }) {
  const { parts } = useParts(productId);
  if (parts.length === 0) return null;
  return (
    <FitSection name="parts" title={PARTS_TITLE} variant="h5" mt={6}>
      <Grid container spacing={3}>
        {parts.map((part) => (
          <Grid key={part._id} size={{ xs: 12, sm: 6, md: 4 }}>
            <ProductCard product={part} />
          </Grid>
        ))}
      </Grid>
    </FitSection>
  );
}

function FittedTool({ id }: { id: string }) {
  const { product } = useProduct(id);
  return (
    <li>
      <Link component={RouterLink} to={productPath(id)}>
        {product?.name ?? id}
      </Link>
    </li>
  );
}

export function FitsTools({ toolIds }: { toolIds: readonly string[] }) {
  if (toolIds.length === 0) return null;
  return (
    <FitSection name="fits" title={FITS_TITLE} variant="h6" mt={4}>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {toolIds.map((id) => (
          <FittedTool key={id} id={id} />
        ))}
      </Box>
    </FitSection>
  );
}
