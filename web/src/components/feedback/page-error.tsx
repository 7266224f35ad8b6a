// The fallback of a page that failed: says what happened and offers the ways on (try again, home). Shown inside
// the layout, so header and footer stay.
import type { ReactNode } from 'react';
import { Alert, Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { failureReason } from '../../lib/failure-reason';
import { ErrorBoundary } from './error-boundary';

export function PageError({ error }: { error: unknown }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Alert severity="error">
        <Typography variant="h6" component="h1" gutterBottom>
          This page could not be shown
        </Typography>
        <Typography>{failureReason(error)}</Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant="contained" color="error" onClick={() => window.location.reload()}>
            Try again
          </Button>
          <Button variant="outlined" color="inherit" component={RouterLink} to="/">
            Home
          </Button>
        </Stack>
      </Alert>
    </Container>
  );
}

/** A route's boundary: a failure shows PageError in the page's place until the next navigation. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={(error) => <PageError error={error} />}>
      {children}
    </ErrorBoundary>
  );
}
