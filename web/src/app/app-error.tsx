// The last resort: the whole app (header or footer included) failed to render. Drawn without the router or any
// part that may have failed: a plain frame with the shop's name, what happened and links that reload the page.
import { AppBar, Box, Button, Container, Link, Toolbar, Typography } from '@mui/material';
import { FailureNotice } from '../components/feedback/failure-notice';

export function AppError({ error }: { error: unknown }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <AppBar position="static" elevation={0} component="header">
        <Toolbar>
          <Link href="/" variant="h6" color="inherit" underline="none" sx={{ fontWeight: 700 }}>
            Toolshop
          </Link>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="sm" sx={{ flex: 1, py: 6 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Something went wrong
        </Typography>
        <FailureNotice
          error={error}
          home={
            <Button variant="outlined" href="/">
              Home
            </Button>
          }
        />
      </Container>
      <Box component="footer" sx={{ bgcolor: 'grey.900', color: 'grey.100', py: 4, px: 2, textAlign: 'center' }}>
        <Typography variant="body2">Toolshop electric tools and parts</Typography>
      </Box>
    </Box>
  );
}
