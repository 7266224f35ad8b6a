// The declarative router (<BrowserRouter> + useRoutes): the app uses no data-router API (loaders, actions,
// useNavigation), and the data router costs ~17 kB gzip on the first paint.
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { ErrorBoundary } from '../components/feedback/error-boundary';
import { AppError } from './app-error';
import { AppProviders } from './providers';
import { routes } from './router';
import { usePrefetchOnNavigation } from './route-prefetch';

export function AppRoutes() {
  usePrefetchOnNavigation(routes);
  return useRoutes(routes);
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
