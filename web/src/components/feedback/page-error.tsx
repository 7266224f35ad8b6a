// The fallback of a page that failed: says what happened and offers the ways on (try again, home). Shown inside
// the layout, so header and footer stay. Made of the parts the home page already loads (no Alert): the boundary
// sits in every page's bundle.
import type { ReactNode } from 'react';
import { Container, Typography } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { FailureNotice } from './failure-notice';
import { ErrorBoundary } from './error-boundary';
import { HomeLinkButton } from './home-link-button';

export function PageError({ error }: { error: unknown }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }} role="alert">
      <Typography variant="h4" component="h1" gutterBottom>
        This page could not be shown
      </Typography>
      <FailureNotice error={error} home={<HomeLinkButton variant="outlined">Home</HomeLinkButton>} />
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
