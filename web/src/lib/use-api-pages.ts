// A paged admin list of the REST API (GET /api/...: { items, nextCursor }), read with the session's token: the
// first page on mount and whenever the path (its filters) changes, further pages on request, and the whole list
// again after a change (reload).
import { useCallback, useEffect, useState } from 'react';
import type { Page } from '@toolshop/domain';
import { apiRequest } from './api-client';
import type { ReadStatus } from './use-api-read';

interface PagesState<T> {
  key: string;
  status: ReadStatus;
  items: T[];
  nextCursor: string | null;
}

const withCursor = (path: string, cursor: string) =>
  `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`;

export function useApiPages<T>(path: string) {
  const [version, setVersion] = useState(0);
  const key = `${version}:${path}`;
  const [state, setState] = useState<PagesState<T>>({ key: '', status: 'loading', items: [], nextCursor: null });
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    let live = true;
    apiRequest<Page<T>>('GET', path).then(
      (page) => live && setState({ key, status: 'success', items: page.items, nextCursor: page.nextCursor }),
      () => live && setState({ key, status: 'error', items: [], nextCursor: null }),
    );
    return () => {
      live = false;
    };
  }, [path, key]);

  const current = state.key === key ? state : { key, status: 'loading' as const, items: [], nextCursor: null };

  const loadMore = useCallback(async () => {
    if (!current.nextCursor) return;
    setLoadingMore(true);
    try {
      const page = await apiRequest<Page<T>>('GET', withCursor(path, current.nextCursor));
      setState((previous) =>
        previous.key === key
          ? { ...previous, items: [...previous.items, ...page.items], nextCursor: page.nextCursor }
          : previous,
      );
    } catch {
      setState((previous) => (previous.key === key ? { ...previous, status: 'error' } : previous));
    } finally {
      setLoadingMore(false);
    }
  }, [current.nextCursor, key, path]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);

  return {
    status: current.status,
    items: current.items,
    hasMore: current.nextCursor !== null,
    loadMore,
    loadingMore,
    reload,
  };
}
