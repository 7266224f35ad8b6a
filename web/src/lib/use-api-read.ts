// A public read of the REST API (GET /api/**) for the pages that need no sign-in: a plain fetch instead of the
// Firestore SDK, so the home page's first paint carries no Firestore. Same loading/error states as the
// reactfire hooks; read once per mount (navigating back home reads again). On a server-rendered page the first
// mount takes the read the page was rendered with (page-data.tsx) and fetches nothing.
import { startTransition, useEffect, useRef, useState } from 'react';
import { usePageReads } from './page-data';

export type ReadStatus = 'loading' | 'error' | 'success';

interface ReadState<T> {
  path: string;
  status: ReadStatus;
  data: T | undefined;
}

export function useApiRead<T>(path: string): { status: ReadStatus; data: T | undefined } {
  const pageReads = usePageReads();
  const [state, setState] = useState<ReadState<T>>(() => {
    if (!pageReads.has(path)) return { path, status: 'loading', data: undefined };
    const data = pageReads.get(path);
    return data === null ? { path, status: 'error', data: undefined } : { path, status: 'success', data: data as T };
  });
  // The path whose data came with the page: its first effect fetches nothing and gives the page's copy up.
  const fromPage = useRef(pageReads.has(path) ? path : undefined);
  useEffect(() => {
    if (fromPage.current === path) {
      pageReads.delete(path);
      return;
    }
    fromPage.current = undefined;
    let live = true;
    fetch(`/api${path}`, { headers: { accept: 'application/json' } })
      .then((response) =>
        response.ok ? (response.json() as Promise<T>) : Promise.reject(new Error(String(response.status))),
      )
      .then(
        // A transition: React renders the arriving list in short slices, not one long task.
        (data) => live && startTransition(() => setState({ path, status: 'success', data })),
        () => live && startTransition(() => setState({ path, status: 'error', data: undefined })),
      );
    return () => {
      live = false;
    };
  }, [path, pageReads]);
  return state.path === path ? state : { status: 'loading', data: undefined };
}
