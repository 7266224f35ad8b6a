import { Box, CircularProgress } from '@mui/material';

/** Shown while a lazy route's code or its first data loads. */
export function PageLoader() {
  return (
    <Box role="progressbar" aria-label="Loading" sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
      <CircularProgress />
    </Box>
  );
}
