// The frame of the sign-in screens: a centred card with the page's h1 and, under the form, the link to the other
// screen (keeping where the visitor returns to). The screen paints without Firebase Auth
// (not in its chunk): Auth loads at the visitor's first press, key or focus in the card, while they type, and is
// there by the button press; a visitor who only looks costs nothing.
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { loadAuth } from '../../../lib/auth/load-auth';

// A failed load shows as the sign-in error, on the press (the calls await the same promise).
const startLoadingAuth = () => void loadAuth().catch(() => undefined);

export interface AuthCardProps {
  title: string;
  /** The line under the form: a prompt, then a link to another sign-in screen. */
  switchTo: { prompt: string; label: string; to: string };
  children: ReactNode;
  /** Under the switch line (the Google sign-in, where offered). */
  footer?: ReactNode;
}

export function AuthCard({ title, switchTo, children, footer }: AuthCardProps) {
  const location = useLocation();
  return (
    <Box
      sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, md: 8 } }}
      onPointerDownCapture={startLoadingAuth}
      onKeyDownCapture={startLoadingAuth}
      onFocusCapture={startLoadingAuth}
    >
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography variant="h4" component="h1" align="center" gutterBottom>
            {title}
          </Typography>
          {children}
          <Typography variant="body2" align="center" sx={{ mt: 1 }}>
            {switchTo.prompt}{' '}
            <Link component={RouterLink} to={switchTo.to} state={location.state}>
              {switchTo.label}
            </Link>
          </Typography>
          {footer}
        </CardContent>
      </Card>
    </Box>
  );
}
