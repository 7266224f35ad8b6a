// The pieces the Sales screen and its returns and claims section share: a chart drawn by a lazy chunk, a table of
// figures under its heading, and a CSV download of what is shown.
import { Suspense, type ComponentProps, type ReactNode } from 'react';
import { Box, Button, Grid, Paper, Typography } from '@mui/material';
import { PageLoader } from '../../../components/feedback/page-loader';
import { FiguresTable } from '../../../components/data/figures-table';
import { saveCsv } from '../api/sales-csv';

/** A chart as a figure of its own height, with a loader until the chart's code is there. */
export function ReportFigure({
  minHeight,
  label,
  children,
}: {
  minHeight: number;
  label: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ minHeight }} role="figure" aria-label={label}>
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </Box>
  );
}

/** A table of a report: its heading, the note under it, its columns and what tells its rows apart. */
export interface FiguresBlockTable<Row> extends Pick<
  ComponentProps<typeof FiguresTable<Row>>,
  'columns' | 'rowKey' | 'empty'
> {
  /** Names the heading's id (`${name}-title`) and the note's (`${name}-note`). */
  name: string;
  title: string;
  note?: string;
}

/**
 * A half-width table under its heading, named by it and described by its note: an h2 in a panel of its own, or an h3
 * inside the section it belongs to.
 */
export function FiguresBlock<Row>({
  table: { name, title, note, ...table },
  rows,
  level,
}: {
  table: FiguresBlockTable<Row>;
  rows: Row[];
  level: 'h2' | 'h3';
}) {
  const titleId = `${name}-title`;
  const block = (
    <>
      <Typography variant={level === 'h2' ? 'h6' : 'subtitle1'} component={level} id={titleId}>
        {title}
      </Typography>
      {note && (
        <Typography variant="body2" color="text.secondary" id={`${name}-note`}>
          {note}
        </Typography>
      )}
      <FiguresTable {...table} rows={rows} labelledBy={titleId} describedBy={note && `${name}-note`} />
    </>
  );
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      {level === 'h2' ? (
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={titleId}>
          {block}
        </Paper>
      ) : (
        block
      )}
    </Grid>
  );
}

/** Downloads the report's rows as a CSV file, once the report is there. */
export function CsvButton<R>({
  report,
  name,
  csv,
  children,
}: {
  report: R | null | undefined;
  name: string;
  csv: (report: R) => string;
  children: ReactNode;
}) {
  return (
    <Button variant="outlined" disabled={!report} onClick={() => report && saveCsv(name, csv(report))}>
      {children}
    </Button>
  );
}
