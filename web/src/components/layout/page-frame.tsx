// A page's frame: its width and spacing, and its title as the page's one h1 above what it shows. A storefront page
// names its width (a centred container); a dashboard screen names none, as the dashboard's layout gives it its width.
// PageError keeps a frame of its own: it sits in the home page's bundle, which this would grow.
import type { AriaRole, ReactNode } from 'react';
import { Box, Container, Typography, type SxProps, type Theme } from '@mui/material';

interface PageFrameProps {
  title: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg';
  sx?: SxProps<Theme>;
  role?: AriaRole;
  children?: ReactNode;
}

export function PageFrame({ title, maxWidth, children, ...frame }: PageFrameProps) {
  const content = (
    <>
      {/* A long word (a search for one) wraps rather than widening the page on a phone. */}
      <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {children}
    </>
  );
  return maxWidth ? (
    <Container maxWidth={maxWidth} {...frame}>
      {content}
    </Container>
  ) : (
    <Box {...frame}>{content}</Box>
  );
}
