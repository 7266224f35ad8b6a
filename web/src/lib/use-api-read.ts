// A public read of the REST API (GET /api/**) for the pages that need no sign-in: a plain fetch instead of the
// Firestore SDK, so the home page's first paint carries no Firestore. Same loading/error states as the
// reactfire hooks; read once per mount (navigating back home reads again).
import { startTransition, useEffect, useState } from 'react';

export type ReadStatus = 'loading' | 'error' | 'success';

export function useApiRead<T>(path: string): { status: ReadStatus; data: T | undefined } {
  const [state, setState] = useState<{ path: string; status: ReadStatus; data: T | undefined }>({
    path,
    status: 'loading',
    data: undefined,
  });
  useEffect(() => {
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
  }, [path]);
  return state.path === path ? state : { status: 'loading', data: undefined };
}
