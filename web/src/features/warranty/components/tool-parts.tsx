// The parts and accessories that fit a registered tool (the catalogue's "fits"), each with Add to cart.
import { Box, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { AddToCartLink } from '../../../components/cart/add-to-cart-link';
import { productPath, useParts } from '../../products';

export function ToolParts({ productId, toolName }: { productId: string; toolName: string }) {
  const { status, parts } = useParts(productId);
  if (status === 'loading') return null;
  if (parts.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No spare parts listed for this tool yet.
      </Typography>
    );
  return (
    <Box>
      <Typography variant="subtitle2" component="h4">
        Parts that fit
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={`Parts for ${toolName}`}>
        {parts.map((part) => (
          <Stack
            component="li"
            key={part._id}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
          >
            <Link component={RouterLink} to={productPath(part._id)}>
              {part.name}
            </Link>
            <AddToCartLink productId={part._id} productName={part.name} size="small" />
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
