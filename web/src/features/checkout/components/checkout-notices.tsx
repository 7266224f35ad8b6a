// What stands between the checkout and Place order, said above it: the server's refusal of some lines, a cart that
// cannot be ordered as it is, and an order over the buyer's limit that will wait for the company's approval.
import { Alert } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { ApprovalHold } from '@toolshop/domain';
import type { CheckoutRefusal } from '../api/place-checkout';
import { ApprovalHoldNotice } from '../../trade';

interface CheckoutNoticesProps {
  refusal: CheckoutRefusal | null;
  nameOf: (productId: string) => string;
  orderable: boolean;
  totalProblem: string | null;
  /** The hold the order will wait under, when it is over the buyer's limit. */
  hold: ApprovalHold | null;
}

export function CheckoutNotices({ refusal, nameOf, orderable, totalProblem, hold }: CheckoutNoticesProps) {
  return (
    <>
      {refusal && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {refusal.message}
          <ul>
            {refusal.lines.map((line) => (
              <li key={line.productId}>
                {nameOf(line.productId)}: {line.problems.join('; ')}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {!orderable && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {totalProblem ?? 'Some lines cannot be ordered as they are.'}{' '}
          <RouterLink to="/cart">Back to the cart</RouterLink>
        </Alert>
      )}
      {hold && <ApprovalHoldNotice hold={hold} />}
    </>
  );
}
