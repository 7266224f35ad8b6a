// A list the screen already holds whole, shown a page at a time under the same pager as the API's paged lists
// (PagedTable's PageMoves). A new `key` (new filters) starts again at page 1; a page left empty by a deletion
// falls back to the last page that has rows.
import { useState } from 'react';
import type { PageMoves } from './use-api-pages';

export interface ListPages<T> {
  items: T[];
  pages: PageMoves;
}

export function useListPages<T>(all: readonly T[], pageSize: number, key: string): ListPages<T> {
  const [state, setState] = useState({ key, page: 1 });
  const lastPage = Math.max(1, Math.ceil(all.length / pageSize));
  const page = Math.min(state.key === key ? state.page : 1, lastPage);
  const hasNext = page < lastPage;
  return {
    items: all.slice((page - 1) * pageSize, page * pageSize),
    pages: {
      page,
      // PagedTable offers Next while there is a cursor: here, the next page's number.
      nextCursor: hasNext ? String(page + 1) : null,
      next: () => {
        if (hasNext) setState({ key, page: page + 1 });
      },
      previous: () => setState({ key, page: Math.max(1, page - 1) }),
    },
  };
}
