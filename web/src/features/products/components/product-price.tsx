// A product's price per piece wherever the shop shows one (cards, the product page, search and category grids).
// The server-rendered and cached page shows the list price to everyone; once a signed-in account is known, the
// trade feature loads on its own and, for a buyer of an approved company, answers the company's price, which its
// TradePriceLine shows as "Your trade price" beside the list price struck through. Visitors and consumers load and
// call nothing more, and the home page's script carries only this file.
import { useEffect, useState } from 'react';
import { Typography, type TypographyProps } from '@mui/material';
import { useSession } from '../../../lib/auth/use-session';
import { formatDollars } from '../format-dollars';

interface ProductPriceProps {
  productId: string;
  listPrice: number;
  /** The lowest price the quantity breaks reach, as the list shows it ("from ..."). */
  fromText?: string;
  variant: TypographyProps['variant'];
  component?: React.ElementType;
}

export function ProductPrice({ productId, listPrice, fromText, variant, component = 'p' }: ProductPriceProps) {
  const trade = useTradePrice(productId);
  if (trade && trade.price < listPrice) {
    return <trade.Line price={trade.price} listPrice={listPrice} variant={variant} component={component} />;
  }
  return (
    <Typography variant={variant} component={component} sx={{ fontWeight: 500 }}>
      Price per piece: {formatDollars(listPrice)}
      {fromText && `, from ${fromText}`}
    </Typography>
  );
}

type TradeLine = typeof import('../../trade').TradePriceLine;

/** The signed-in account's own price of the product, when it is a trade buyer's and the answer is in. */
function useTradePrice(productId: string): { price: number; Line: TradeLine } | undefined {
  const uid = useSession({ ifSignedInHere: true }).user?.uid;
  const [trade, setTrade] = useState<{ key: string; price: number; Line: TradeLine }>();
  useEffect(() => {
    if (!uid) return;
    let unwatch: (() => void) | undefined;
    let live = true;
    import('../../trade').then(
      ({ watchTradePrice, TradePriceLine }) => {
        if (live)
          unwatch = watchTradePrice(uid, productId, ({ price }) =>
            setTrade({ key: `${uid}/${productId}`, price, Line: TradePriceLine }),
          );
      },
      // The trade code did not load: the list price stays; the server prices every order itself.
      () => undefined,
    );
    return () => {
      live = false;
      unwatch?.();
    };
  }, [uid, productId]);
  return trade?.key === `${uid}/${productId}` ? trade : undefined;
}
