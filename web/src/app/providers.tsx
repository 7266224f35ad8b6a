// App-wide providers of the first paint: theme and baseline CSS. reactfire's providers wrap only the lazy screens
// that read Firestore (firebase-providers.tsx via router.tsx); the toaster mounts with the first toast.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { onToastWanted } from '../lib/toast';
import { theme } from './theme';
import { pageHasPrerenderedCss } from './prerendered-css';

// The baseline's global rules are part of the prerendered styles in every page's HTML (prerendered-css.ts); rendering
// <CssBaseline> there would insert them a second time. The prerender itself and the dev server render it.
const baselineInPage = pageHasPrerenderedCss();

const Toaster = lazy(() => import('./toaster'));

/**
 * Mounts the toaster (notistack, ~9 kB gzip and its start-up work) when the first toast is asked for: most visits
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
  return (
    <ThemeProvider theme={theme}>
      {baselineInPage ? null : <CssBaseline />}
      {children}
      <LateToaster />
    </ThemeProvider>
  );
}
