// A group of form fields under a legend (a product's warranty, a zone's methods): a fieldset without the browser's
// frame, its legend a heading, and a hint under it when the group needs one.
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export function FormFieldset({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={hint ? undefined : { mb: 1 }}>
        {legend}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {hint}
        </Typography>
      )}
      {children}
    </Box>
  );
}
