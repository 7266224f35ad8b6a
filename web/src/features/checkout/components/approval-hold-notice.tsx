// An order over the buyer's limit waits for a company admin's approval: said before the buyer places it (the
// checkout, a quote's acceptance), with the limit and who approves. The server decides it again either way.
import { Alert } from '@mui/material';
import { formatCents, type ApprovalHold } from '@toolshop/domain';

export function ApprovalHoldNotice({ hold }: { hold: ApprovalHold }) {
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      This order is over your limit of {formatCents(hold.limitCents)}: it will wait for approval by{' '}
      {hold.approvers.join(', ')} before it can be paid. Its stock is held for you meanwhile.
    </Alert>
  );
}
