// A titled home page section: one h2, a fixed width, even spacing.
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export function Section({
  id,
  title,
  children,
  tinted = false,
}: {
  id: string;
  title: string;
  children: ReactNode;
  tinted?: boolean;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ py: 6, px: 2, bgcolor: tinted ? 'background.paper' : undefined }}
    >
      <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
        <Typography id={`${id}-title`} variant="h4" component="h2" align="center" gutterBottom sx={{ mb: 4 }}>
          {title}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}
