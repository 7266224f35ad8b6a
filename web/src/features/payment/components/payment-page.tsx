// Placeholder until the payments work (issue 5) lands: the route exists so the router can lazy-load it.
import { Container, Typography } from '@mui/material';

export default function PaymentPage() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1">
        Payment
      </Typography>
    </Container>
  );
}
