import { Alert, AlertTitle, Box } from '@mui/material';
import { toastMessages } from '@toolshop/domain';

/** SPEC §8: on success the payment screen shows '!Congratulation payment success' and the transaction id. */
export function PaymentSuccess({ transactionId }: { transactionId: string }) {
  return (
    <Alert severity="success" role="status">
      <AlertTitle>{toastMessages.paymentSucceeded}</AlertTitle>
      Transaction id:{' '}
      <Box component="code" data-testid="transaction-id" sx={{ wordBreak: 'break-all' }}>
        {transactionId}
      </Box>
    </Alert>
  );
}
