// Page frame: skip link, header, the routed page (a failure stays inside it), footer. Scrolls to the top on every navigation.
// The footer is hidden while a route's page loader shows: the page that replaces the loader would push a visible
// footer down (a layout shift); a hidden one only appears, in its place.
import { Box, Link } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { ScrollRestoration } from './scroll-restoration';
import { Header } from './header';
import { Footer } from './footer';
import { PageErrorBoundary } from '../feedback/page-error';
import { PAGE_LOADER_ATTRIBUTE } from '../feedback/page-loader';

export function Layout() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100vh',
        [`&:has([${PAGE_LOADER_ATTRIBUTE}]) > footer`]: { visibility: 'hidden' },
      }}
    >
      <Link
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          bgcolor: 'background.paper',
          px: 2,
          py: 1,
          '&:focus': { top: 8 },
        }}
      >
        Skip to content
      </Link>
      <Header />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <PageErrorBoundary>
          <Outlet />
        </PageErrorBoundary>
      </Box>
      <Footer />
      <ScrollRestoration />
    </Box>
  );
}
