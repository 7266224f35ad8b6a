// App-wide providers: theme, baseline CSS, toasts. reactfire's providers wrap only the lazy screens that read
// Firestore (firebase-providers.tsx via router.tsx).
import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider, styled } from '@mui/material';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { TOAST_MAX } from '@toolshop/domain';
import { theme } from './theme';

// notistack's default toast colours (e.g. white on #43a047) fail WCAG AA contrast: use the theme's dark shades.
const Toast = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.dark },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.dark },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.dark },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.dark, color: theme.palette.common.black },
}));
const toastComponents = { default: Toast, success: Toast, error: Toast, info: Toast, warning: Toast };

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider
        maxSnack={TOAST_MAX}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        Components={toastComponents}
      >
        {children}
      </SnackbarProvider>
    </ThemeProvider>
  );
}
