// Unknown routes (SPEC §2): an image page with a way back.
import { Box, Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: 6, textAlign: 'center' }}>
      <Box
        component="img"
        src="/not-found.svg"
        alt="A broken wrench next to the number 404"
        width={480}
        height={300}
        sx={{ width: '100%', height: 'auto', aspectRatio: '480 / 300' }}
      />
      <Typography variant="h4" component="h1" sx={{ mt: 3 }} gutterBottom>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The page you are looking for does not exist or has moved.
      </Typography>
      <Button variant="contained" component={RouterLink} to="/">
        Back to home
      </Button>
    </Container>
  );
}
