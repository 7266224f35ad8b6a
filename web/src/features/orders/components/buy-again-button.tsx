// Buy again on a past order (My Orders): its lines into the cart at today's prices and rules, then to /cart; the
// lines that cannot be had are named in a toast.
import { useState } from 'react';
import { Button } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useFirestore } from 'reactfire';
import { useToast } from '../../../lib/toast';
import type { PlacedOrder } from '../../../lib/placed-order';
import { buyAgain } from '../api/buy-again';

export function BuyAgainButton({ order }: { order: PlacedOrder }) {
  const toast = useToast();
  const navigate = useNavigate();
  const firestore = useFirestore();
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      const { added, refused } = await buyAgain(firestore, order.lines);
      if (refused.length) toast.info(`Cannot be had now: ${refused.join('; ')}`);
      if (added) {
        if (!refused.length) toast.success('Added to your cart at today’s prices');
        navigate('/cart');
      }
    } catch {
      toast.error('The cart could not be changed, please try again');
    } finally {
      setPending(false);
    }
  };
  return (
    <Button size="small" variant="outlined" disabled={pending} onClick={run}>
      Buy again
    </Button>
  );
}
