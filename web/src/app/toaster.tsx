// Toasts (notistack) as a sibling of the app, loaded after the first paint (providers.tsx): toasts go through
// notistack's global enqueueSnackbar (lib/toast.ts), so no provider has to wrap the app.
import { useEffect } from 'react';
import { styled } from '@mui/material';
import { closeSnackbar, enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { TOAST_MAX } from '@toolshop/domain';
import { toasterMounted } from '../lib/toast';

// notistack's default toast colours (e.g. white on #43a047) fail WCAG AA contrast: use the theme's dark shades.
const Toast = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.dark },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.dark },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.dark },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.dark, color: theme.palette.common.black },
}));
const toastComponents = { default: Toast, success: Toast, error: Toast, info: Toast, warning: Toast };

export default function Toaster() {
  // The provider sets notistack's global enqueueSnackbar when it is constructed; effects run after that.
  useEffect(
    () => toasterMounted({ enqueue: (message, options) => enqueueSnackbar(message, options), dismiss: closeSnackbar }),
    [],
  );
  return (
    // At the bottom: at the top a toast covers the header (on a phone the logo and the menu button).
    <SnackbarProvider
      maxSnack={TOAST_MAX}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      Components={toastComponents}
    />
  );
}
