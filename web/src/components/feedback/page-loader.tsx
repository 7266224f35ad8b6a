import { Box, CircularProgress } from '@mui/material';

/** Marks the loader in the page: the layout hides its footer while one shows (layout.tsx). */
export const PAGE_LOADER_ATTRIBUTE = 'data-page-loader';

/** Shown while a lazy route's code or its first data loads. */
export function PageLoader() {
  return (
    <Box {...{ [PAGE_LOADER_ATTRIBUTE]: '' }} sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
