import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { SnackbarProvider } from 'notistack';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { TOAST_MAX } from '@toolshop/domain';
import { auth, firebaseApp, firestore } from '../lib/firebase';
import { theme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>
          <ThemeProvider theme={theme}>
            <CssBaseline />
            <SnackbarProvider maxSnack={TOAST_MAX} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
              {children}
            </SnackbarProvider>
          </ThemeProvider>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
