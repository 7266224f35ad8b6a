// Review on a paid order (My Orders): writes a review about the order's product on the Add Review page; an order of
// several products first asks which one.
import { useId, useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { isPurchase } from '@toolshop/domain';
import type { PlacedOrder } from '../../../lib/placed-order';
import { addReviewPath } from '../../reviews';

export function ReviewOrderButton({ order }: { order: PlacedOrder }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (!isPurchase(order.status ?? 'unpaid')) return null;
  const products = [...new Map(order.lines.map((line) => [line.productId, line.productName])).entries()];
  if (products.length <= 1) {
    const [productId, name] = products[0] ?? [order.productId, order.productName];
    return (
      <Button size="small" component={RouterLink} to={addReviewPath(productId)} aria-label={`Review ${name}`}>
        Review
      </Button>
    );
  }
  return (
    <>
      <Button
        size="small"
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Review
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {products.map(([productId, name]) => (
          <MenuItem key={productId} component={RouterLink} to={addReviewPath(productId)}>
            {name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
