// A read of `GET /api<path>` that a server-rendered page may carry already (page-data.tsx): the first mount takes
// the page's copy and fetches nothing; any other mount, or a new path, fetches. The read's states are the caller's
// (`ReadShape`), so a list and a page's subject share the one fetch and its hand-over from the page.
import { startTransition, useEffect, useRef, useState } from 'react';
import { usePageReads } from './page-data';

export interface ReadShape<R> {
  loading: R;
  failed: R;
  /** The read the page carried (null: the server answered none). */
  fromPage: (data: unknown) => R;
  fromResponse: (response: Response) => Promise<R>;
}

/** The read of `path`, again whenever `path` changes. `shape` is a module constant. */
export function usePageThenApi<R>(path: string, shape: ReadShape<R>): R {
  const pageReads = usePageReads();
  const [state, setState] = useState(() => ({
    path,
    read: pageReads.has(path) ? shape.fromPage(pageReads.get(path)) : shape.loading,
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
      .then(shape.fromResponse)
      .catch(() => shape.failed)
      // A transition: React renders an arriving list in short slices, not one long task.
      .then((read) => live && startTransition(() => setState({ path, read })));
    return () => {
      live = false;
    };
  }, [path, pageReads, shape]);
  return state.path === path ? state.read : shape.loading;
}
