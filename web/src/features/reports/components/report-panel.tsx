// A panel of the Sales screen (its revenue, its returns and claims) and the states of a report's read inside it.
import type { ReactNode } from 'react';
import { Alert, Paper, Stack, Typography } from '@mui/material';
import { PageLoader } from '../../../components/feedback/page-loader';

/** The report once it is read; the server's message when the read failed; a loader meanwhile. */
export function ReportRead<R>({
  report,
  error,
  children,
}: {
  report: R | null;
  error: string | null;
  children: (report: R) => ReactNode;
}) {
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!report) return <PageLoader />;
  return children(report);
}

/** A panel of the screen, named by its heading (`${name}-title`); an action (a download) beside the heading. */
export function ReportPanel({
  name,
  title,
  action,
  children,
}: {
  name: string;
  title: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <Typography variant="h6" component="h2" id={`${name}-title`}>
      {title}
    </Typography>
  );
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={`${name}-title`}>
      {action ? (
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          {heading}
          {action}
        </Stack>
      ) : (
        heading
      )}
      {children}
    </Paper>
  );
}
