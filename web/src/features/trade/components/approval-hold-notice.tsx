// An order over the buyer's limit waits for a company admin's approval: said before the buyer places it (the cart,
// the checkout, a quote's acceptance), with the limit and who approves. The server decides it again either way.
import { Alert } from '@mui/material';
import { formatCents, type ApprovalHold } from '@toolshop/domain';

/** `cart`: said of a cart, whose order is not placed yet (its goods alone are over the limit). */
export function ApprovalHoldNotice({ hold, cart = false }: { hold: ApprovalHold; cart?: boolean }) {
  const limit = formatCents(hold.limitCents);
  const approvers = hold.approvers.join(', ');
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {cart
        ? `This cart is over your limit of ${limit}: its order will wait for approval by ${approvers} before it can be paid.`
        : `This order is over your limit of ${limit}: it will wait for approval by ${approvers} before it can be paid. Its stock is held for you meanwhile.`}
    </Alert>
  );
}
