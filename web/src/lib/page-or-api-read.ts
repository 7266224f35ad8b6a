// One read of a server-rendered page's subject (a post, a simple page): the answer the page came with when it
// carries it under the read's path (null for its 404), otherwise `GET /api<path>`; 'missing' for a 404 or 400.
import { useEffect, useRef, useState } from 'react';
import { usePageReads } from './page-data';

export type PageOrApiRead<T> =
  { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'success'; value: T };

function fromPage<T>(data: unknown): PageOrApiRead<T> {
  return data === null ? { status: 'missing' } : { status: 'success', value: data as T };
}

/** The read of `path` (an API path without /api), again whenever `path` changes. */
export function usePageOrApiRead<T>(path: string): PageOrApiRead<T> {
  const pageReads = usePageReads();
  const [read, setRead] = useState<{ path: string; read: PageOrApiRead<T> }>(() => ({
    path,
    read: pageReads.has(path) ? fromPage<T>(pageReads.get(path)) : { status: 'loading' },
  }));
  // The path whose answer came with the page: its first effect fetches nothing and gives the page's copy up.
  const pagePath = useRef(pageReads.has(path) ? path : undefined);
  useEffect(() => {
    if (pagePath.current === path) {
      pageReads.delete(path);
      return;
    }
    pagePath.current = undefined;
    let live = true;
    fetch(`/api${path}`, { headers: { accept: 'application/json' } })
      .then(async (response): Promise<PageOrApiRead<T>> => {
        if (response.status === 404 || response.status === 400) return { status: 'missing' };
        if (!response.ok) return { status: 'error' };
        return { status: 'success', value: (await response.json()) as T };
      })
      .catch((): PageOrApiRead<T> => ({ status: 'error' }))
      .then((next) => live && setRead({ path, read: next }));
    return () => {
      live = false;
    };
  }, [path, pageReads]);
  return read.path === path ? read.read : { status: 'loading' };
}
