// App-wide providers of the first paint: theme and baseline CSS. reactfire's providers wrap only the lazy screens
// that read Firestore (firebase-providers.tsx via router.tsx); the toaster mounts with the first toast.
import { lazy, Suspense, use, useEffect, useState, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { onToastWanted } from '../lib/toast';
import { theme } from './theme';
import { BaselineInPage } from '../boot/prerendered-css';

const Toaster = lazy(() => import('./toaster'));

/**
 * Mounts the toaster (notistack and its start-up work) when the first toast is asked for: most visits
 * never show one. That toast waits for the chunk (lib/toast.ts queues it).
 */
function LateToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => onToastWanted(() => setMounted(true)), []);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const baselineInPage = use(BaselineInPage);
  return (
    <ThemeProvider theme={theme}>
      {baselineInPage ? null : <CssBaseline />}
      {children}
      <LateToaster />
    </ThemeProvider>
  );
}
