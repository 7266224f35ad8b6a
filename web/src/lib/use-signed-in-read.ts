// A signed-in read of the REST API (GET /api/** with the ID token), for the admin lists that page through the
// server. `reload` reads the same path again and keeps showing the last answer until the new one arrives, so a
// list refreshed after an action does not flash its loader. A read of the path started before the screen mounted
// (prefetched-read.ts) is taken for the first read instead of asking again; a reload always asks, since it follows a
// change the earlier read cannot show.
import { startTransition, useCallback, useEffect, useState } from 'react';
import { apiRequest } from './api-client';
import { takePrefetchedRead } from './prefetched-read';
import type { ReadStatus } from './use-api-read';

export function useSignedInRead<T>(path: string): { status: ReadStatus; data: T | undefined; reload: () => void } {
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ path: string; status: ReadStatus; data: T | undefined }>({
    path,
    status: 'loading',
    data: undefined,
  });
  useEffect(() => {
    let live = true;
    ((version === 0 ? takePrefetchedRead<T>(path) : undefined) ?? apiRequest<T>('GET', path)).then(
      (data) => live && startTransition(() => setState({ path, status: 'success', data })),
      () => live && startTransition(() => setState({ path, status: 'error', data: undefined })),
    );
    return () => {
      live = false;
    };
  }, [path, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return state.path === path ? { ...state, reload } : { status: 'loading', data: undefined, reload };
}
