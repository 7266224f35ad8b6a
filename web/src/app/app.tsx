// The declarative router (<BrowserRouter> + useRoutes): the app uses no data-router API (loaders, actions,
// useNavigation), and the data router costs ~17 kB gzip on the first paint.
import { useMemo } from 'react';
import { BrowserRouter, useLocation, useRoutes } from 'react-router-dom';
import { ErrorBoundary } from '../components/feedback/error-boundary';
import { AppError } from './app-error';
import { candidateRoutes } from './candidate-routes';
import { AppProviders } from './providers';
import { routes } from './router';
import { usePrefetchOnNavigation } from './route-prefetch';

export function AppRoutes() {
  const { pathname } = useLocation();
  // Both matches below (the prefetch's, the render's) look only at the routes this address may match.
  const candidates = useMemo(() => candidateRoutes(routes, pathname), [pathname]);
  usePrefetchOnNavigation(candidates);
  return useRoutes(candidates);
}

export function App() {
  return (
    <AppProviders>
      <ErrorBoundary fallback={(error) => <AppError error={error} />}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ErrorBoundary>
    </AppProviders>
  );
}
