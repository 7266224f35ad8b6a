import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { toastMessages } from '@toolshop/domain';

/**
 * SPEC §8: on success the payment screen shows '!Congratulation payment success' and the transaction id, with the
 * ways on: the customer's orders, or back to the products.
 */
export function PaymentSuccess({ transactionId }: { transactionId: string }) {
  return (
    <Alert severity="success" role="status">
      <AlertTitle>{toastMessages.paymentSucceeded}</AlertTitle>
      Transaction id:{' '}
      <Box component="code" data-testid="transaction-id" sx={{ wordBreak: 'break-all' }}>
        {transactionId}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
        <Button variant="contained" color="success" component={RouterLink} to="/dashboard/myOrder">
          My Orders
        </Button>
        <Button variant="outlined" color="success" component={RouterLink} to="/">
          Continue shopping
        </Button>
      </Stack>
    </Alert>
  );
}
