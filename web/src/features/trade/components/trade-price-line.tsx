// A trade buyer's price per piece where the shop shows a price: "Your trade price" and the list price struck
// through (read out as "List price"). Loaded with the trade prices, so the public pages carry none of it.
import { Box, Typography, type TypographyProps } from '@mui/material';
import { dollarsToCents, formatCents } from '@toolshop/domain';
import { visuallyHidden } from '../../../components/a11y/visually-hidden';

export interface TradePriceLineProps {
  price: number;
  listPrice: number;
  variant: TypographyProps['variant'];
  component: React.ElementType;
}

export function TradePriceLine({ price, listPrice, variant, component }: TradePriceLineProps) {
  return (
    <Typography variant={variant} component={component} sx={{ fontWeight: 500 }} data-trade-price>
      Your trade price: {formatCents(dollarsToCents(price))}{' '}
      <Box component="s" sx={{ color: 'text.secondary', fontWeight: 400 }}>
        <Box component="span" sx={visuallyHidden}>
          List price:{' '}
        </Box>
        {formatCents(dollarsToCents(listPrice))}
      </Box>
    </Typography>
  );
}
