// A home page section of cards (Our Products, Our Reviews): its centred heading, busy while its cards come, and a
// failed load said twice, as a toast and in the section.
import { useEffect, type ReactNode } from 'react';
import { Alert, Box, Typography, type SxProps, type Theme } from '@mui/material';
import { useToast } from '../../lib/toast';

export interface CardSectionProps {
  /** The heading's id, which names the section. */
  titleId: string;
  title: string;
  titleSx?: SxProps<Theme>;
  busy: boolean;
  /** The message when the cards could not be loaded. */
  loadError: string | undefined;
  children: ReactNode;
}

export function CardSection({ titleId, title, titleSx, busy, loadError, children }: CardSectionProps) {
  const toast = useToast();
  useEffect(() => {
    if (loadError) toast.error(loadError);
  }, [loadError, toast]);
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      aria-busy={busy}
      sx={{ py: 6, px: 2, maxWidth: 1200, mx: 'auto' }}
    >
      <Typography id={titleId} variant="h4" component="h2" align="center" gutterBottom sx={titleSx}>
        {title}
      </Typography>
      {loadError && <Alert severity="error">{loadError}</Alert>}
      {children}
    </Box>
  );
}
