// App-wide providers of the first paint: theme and baseline CSS. reactfire's providers wrap only the lazy screens
// that read Firestore (firebase-providers.tsx via router.tsx); the toaster mounts after the first paint.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { onToastWanted } from '../lib/toast';
import { theme } from './theme';

const Toaster = lazy(() => import('./toaster'));

/** Mounts the toaster after the window's load event, or at once when a toast is asked for earlier. */
function LateToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const mount = () => setMounted(true);
    if (document.readyState === 'complete') mount();
    else window.addEventListener('load', mount, { once: true });
    const stop = onToastWanted(mount);
    return () => {
      window.removeEventListener('load', mount);
      stop();
    };
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
      <LateToaster />
    </ThemeProvider>
  );
}
