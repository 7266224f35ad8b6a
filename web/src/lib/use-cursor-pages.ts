// Where a paged list stands: the cursors of the pages before this one, so Previous goes back without the server
// keeping anything. A new search (`searchKey`) starts again at page 1.
import { useState } from 'react';

export interface CursorPages {
  /** The cursor to ask the server for this page with; undefined on page 1. */
  cursor: string | undefined;
  page: number;
  next: (nextCursor: string) => void;
  previous: () => void;
}

export function useCursorPages(searchKey: string): CursorPages {
  const [state, setState] = useState<{ searchKey: string; cursors: string[] }>({ searchKey, cursors: [] });
  const cursors = state.searchKey === searchKey ? state.cursors : [];
  return {
    cursor: cursors.at(-1),
    page: cursors.length + 1,
    next: (nextCursor) => setState({ searchKey, cursors: [...cursors, nextCursor] }),
    previous: () => setState({ searchKey, cursors: cursors.slice(0, -1) }),
  };
}
