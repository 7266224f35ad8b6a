// The parts and accessories that fit a registered tool (the catalogue's "fits"), each with Add to cart.
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
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
            <Button
              size="small"
              variant="outlined"
              component={RouterLink}
              to={`/cart?add=${part._id}`}
              aria-label={`Add to cart: ${part.name}`}
            >
              Add to cart
            </Button>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
