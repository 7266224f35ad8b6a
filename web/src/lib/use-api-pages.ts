// A paged admin list of the REST API, read with the session's token one page at a time. The cursors of the pages
// before this one are kept here, so Previous goes back without the server keeping anything; a new path (new
// filters) starts again at page 1. `reload` reads the same page again after a change.
import { useState } from 'react';
import type { Page } from '@toolshop/domain';
import type { ReadStatus } from './use-api-read';
import { useSignedInRead } from './use-signed-in-read';

/** Where a paged list stands and how to move: what the pager under a table needs. */
export interface PageMoves {
  page: number;
  nextCursor: string | null;
  next: () => void;
  previous: () => void;
}

export interface ApiPages<T> {
  status: ReadStatus;
  items: T[];
  pages: PageMoves;
  reload: () => void;
}

export function withCursor(path: string, cursor: string | undefined): string {
  if (!cursor) return path;
  return `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`;
}

const asPage = <T>(answer: unknown) => answer as Page<T>;

/**
 * `toPage` maps an answer of another shape (e.g. `{ orders, nextCursor }`) to `{ items, nextCursor }`; the
 * default takes the answer as it is.
 */
export function useApiPages<T, Answer = Page<T>>(
  path: string,
  toPage: (answer: Answer) => Page<T> = asPage,
): ApiPages<T> {
  const [state, setState] = useState<{ path: string; cursors: string[] }>({ path, cursors: [] });
  const cursors = state.path === path ? state.cursors : [];
  const { status, data, reload } = useSignedInRead<Answer>(withCursor(path, cursors.at(-1)));
  const page = data === undefined ? undefined : toPage(data);
  const nextCursor = page?.nextCursor ?? null;
  return {
    status,
    items: page?.items ?? [],
    pages: {
      page: cursors.length + 1,
      nextCursor,
      next: () => {
        if (nextCursor) setState({ path, cursors: [...cursors, nextCursor] });
      },
      previous: () => setState({ path, cursors: cursors.slice(0, -1) }),
    },
    reload,
  };
}
