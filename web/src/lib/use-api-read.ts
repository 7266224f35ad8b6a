// A public read of the REST API (GET /api/**) for the pages that need no sign-in: a plain fetch instead of the
// Firestore SDK, so the home page's first paint carries no Firestore. Same loading/error states as the
// reactfire hooks; read once per mount (navigating back home reads again). On a server-rendered page the first
// mount takes the read the page was rendered with (page-data.tsx) and fetches nothing.
import { usePageThenApi, type ReadShape } from './use-page-then-api';

export type ReadStatus = 'loading' | 'error' | 'success';

export interface ApiRead<T> {
  status: ReadStatus;
  data: T | undefined;
}

const listRead: ReadShape<ApiRead<unknown>> = {
  loading: { status: 'loading', data: undefined },
  failed: { status: 'error', data: undefined },
  fromPage: (data) => (data === null ? { status: 'error', data: undefined } : { status: 'success', data }),
  fromResponse: async (response) => {
    if (!response.ok) throw new Error(String(response.status));
    return { status: 'success', data: await response.json() };
  },
};

export function useApiRead<T>(path: string): ApiRead<T> {
  return usePageThenApi(path, listRead) as ApiRead<T>;
}
