// A dashboard list read a page at a time: the read states every list shares (TableReadStates), then Previous and
// Next under the table while there is another page to go to.
import { Button, Stack, Typography } from '@mui/material';
import { TableReadStates, type TableReadStatesProps } from './table-read-states';
import type { PageMoves } from '../../lib/use-api-pages';

interface PagedTableProps<T> extends TableReadStatesProps<T> {
  /** The pager's accessible name ("Orders pages"). */
  pagerLabel: string;
  pages: PageMoves;
}

export function PagedTable<T>({ pagerLabel, pages, ...states }: PagedTableProps<T>) {
  const pager = states.status === 'success' && (pages.page > 1 || pages.nextCursor !== null);
  return (
    <>
      <TableReadStates {...states} />
      {pager && (
        <Stack
          component="nav"
          aria-label={pagerLabel}
          direction="row"
          spacing={2}
          alignItems="center"
          justifyContent="flex-end"
          sx={{ mt: 2 }}
        >
          <Button variant="outlined" disabled={pages.page === 1} onClick={pages.previous}>
            Previous page
          </Button>
          <Typography aria-live="polite">Page {pages.page}</Typography>
          <Button variant="outlined" disabled={pages.nextCursor === null} onClick={pages.next}>
            Next page
          </Button>
        </Stack>
      )}
    </>
  );
}
